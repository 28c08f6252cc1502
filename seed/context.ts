import type { DbOrTx } from "@/db/index";
import type { Rng } from "./prng";
import type { hunts, users } from "@/db/schema";

export type UserRow = typeof users.$inferSelect;
export type HuntRow = typeof hunts.$inferSelect;

/** What the seed steps share: the transaction, the generator and the rows created so far. */
export type SeedContext = {
  tx: DbOrTx;
  rng: Rng;
  now: Date;
  admin: UserRow;
  hunters: UserRow[];
  outfitters: UserRow[];
  hunts: HuntRow[];
  huntsByOutfitter: Map<number, HuntRow[]>;
  outfitterByKey: Map<string, UserRow>;
  hunterByEmail: Map<string, UserRow>;
};

const DAY = 86_400_000;

/** A moment `days` days before ctx.now at the given UTC hour. */
export function daysAgo(ctx: Pick<SeedContext, "now">, days: number, hour = 12): Date {
  const d = new Date(ctx.now.getTime() - days * DAY);
  d.setUTCHours(hour, (days * 37) % 60, 0, 0);
  return d > ctx.now ? new Date(ctx.now.getTime() - 60_000) : d;
}

export function pick<T>(map: Map<string, T>, key: string): T {
  const v = map.get(key);
  if (!v) throw new Error(`Seed: unknown ${key}`);
  return v;
}

export const fullName = (u: Pick<UserRow, "firstName" | "lastName">) => `${u.firstName} ${u.lastName}`;
