// GET /api/health — liveness and database reachability for load balancers and the test runner.
import { sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { db, discardPoolAfterFailure } from "@/db";
import { isDatabaseUnavailable } from "@/lib/http/unavailable";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    await db.execute(sql`select 1`);
    return NextResponse.json({ status: "ok" });
  } catch (err) {
    if (isDatabaseUnavailable(err)) discardPoolAfterFailure();
    return NextResponse.json({ status: "unavailable", message: "Service temporarily unavailable" }, { status: 503 });
  }
}
