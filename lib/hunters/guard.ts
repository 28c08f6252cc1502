import "server-only";
import { and, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { users } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, notFound, unauthorized } from "@/lib/http/errors";

// The routes refuse first (auth: "hunter"); this keeps the service safe when called alone.
export function requireHunter(user: CurrentUser | null | undefined, message: string): CurrentUser {
  if (!user) throw unauthorized();
  if (user.role !== "hunter") throw forbidden(message);
  return user;
}

export const OUTFITTER_NOT_FOUND = "Outfitter not found";

export type OutfitterTarget = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isApproved: boolean;
  isActive: boolean;
};

// Other roles are 404, not 403; with `listed`, so are outfitters not approved or paused.
export async function findOutfitterTarget(id: number, opts: { listed: boolean }, executor: DbOrTx = db): Promise<OutfitterTarget> {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isApproved: users.isApproved,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "outfitter")))
    .limit(1);
  if (!row) throw notFound(OUTFITTER_NOT_FOUND);
  if (opts.listed && !(row.isApproved && row.isActive)) throw notFound(OUTFITTER_NOT_FOUND);
  return row;
}

export function positiveId(value: unknown): number | null {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
