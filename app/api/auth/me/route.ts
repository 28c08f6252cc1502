// GET /api/auth/me — the signed-in user (cookie or bearer token); 401/403 otherwise.
// GET /api/auth/me?optional=true — the same, but a caller who is not signed in (or whose account
// is inactive) gets 200 `null`: every page's header asks, and a 401 there is noise in the console.
import { NextResponse } from "next/server";
import { resolveRequestUser, userOrThrow } from "@/lib/auth/current-user";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "optional" }, async ({ user, req }) => {
  if (user) return user;
  if (req.nextUrl.searchParams.get("optional") === "true") return NextResponse.json(null);
  return userOrThrow(await resolveRequestUser(req));
});
