import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { DbOrTx } from "@/db/index";
import { db as defaultDb } from "@/db/index";
import {
  bookings,
  gearItems,
  huntDepartures,
  huntReviews,
  hunts,
  messages,
  outfitterReviews,
  payoutAccounts,
  testConnectedAccounts,
  users,
} from "@/db/schema";

/**
 * Test-data builders shared by the seed, vitest and Playwright. Each fills sensible defaults and
 * takes overrides; e-mails are unique per call so tests never collide.
 */
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const hashCache = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; builders reuse one hash per distinct password. */
export function cachedHash(password: string) {
  let h = hashCache.get(password);
  if (!h) {
    h = hashPassword(password);
    hashCache.set(password, h);
  }
  return h;
}

type UserInsert = typeof users.$inferInsert;
export type UserOverrides = Partial<Omit<UserInsert, "passwordHash">> & { password?: string };

/** The row createUser would insert (defaults plus overrides), with the password hashed once. */
export async function userValues(overrides: UserOverrides = {}): Promise<UserInsert> {
  const { password = "password123", ...rest } = overrides;
  const role = rest.role ?? "hunter";
  return {
    email: `${role}-${uniq()}@example.test`,
    firstName: "Test",
    lastName: role === "outfitter" ? "Outfitters" : "User",
    role,
    isApproved: role !== "outfitter" ? true : (rest.isApproved ?? true),
    websiteUrl: role === "outfitter" ? "https://example.com" : null,
    ...rest,
    passwordHash: await cachedHash(password),
  };
}

export async function createUser(overrides: UserOverrides = {}, db: DbOrTx = defaultDb) {
  const [row] = await db
    .insert(users)
    .values(await userValues(overrides))
    .returning();
  return row!;
}

/** Inserts many users in one statement (the seed); rows come back in input order. */
export async function createUsers(list: UserOverrides[], db: DbOrTx = defaultDb) {
  if (list.length === 0) return [];
  const values = await Promise.all(list.map(userValues));
  const rows = await db.insert(users).values(values).returning();
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  return values.map((v) => byEmail.get(v.email)!);
}

export const createHunter = (o: UserOverrides = {}, db?: DbOrTx) => createUser({ ...o, role: "hunter" }, db);
export const createOutfitter = (o: UserOverrides = {}, db?: DbOrTx) => createUser({ isApproved: true, ...o, role: "outfitter" }, db);
export const createAdmin = (o: UserOverrides = {}, db?: DbOrTx) => createUser({ ...o, role: "admin" }, db);

type HuntInsert = typeof hunts.$inferInsert;
export type DepartureOverrides = { startDate: string; endDate: string; spots?: number; spotsLeft?: number };
/**
 * `departures` lists the hunt's trips; without it they are read from `dates` by the database's parser
 * (hunt_dates_parse), as existing hunts were, each with `availability` free spots, and a hunt whose dates do not
 * read is "dates on request" (availability 0). The triggers derive availability from them.
 */
export type HuntOverrides = Partial<HuntInsert> & { outfitterId: number; departures?: DepartureOverrides[] };

/** The next September 10 at least 30 days away (fake clocks included), so default hunts stay bookable. */
export function defaultHuntDates(now = new Date()): string {
  const soon = new Date(now.getTime() + 30 * 86_400_000);
  const year =
    soon.getUTCMonth() > 8 || (soon.getUTCMonth() === 8 && soon.getUTCDate() > 10) ? soon.getUTCFullYear() + 1 : soon.getUTCFullYear();
  return `September 10 - September 15, ${year}`;
}

export function huntValues(overrides: HuntOverrides): HuntInsert {
  const { departures: _departures, ...rest } = overrides;
  void _departures;
  return {
    title: "Guided Elk Hunt",
    description: "A five-day guided rifle hunt for bull elk in the high country.",
    species: ["elk/wapiti"],
    location: "Montana, USA",
    priceCents: 450000,
    durationDays: 5,
    groupSize: 4,
    difficulty: "moderate",
    dates: defaultHuntDates(),
    availability: 4,
    images: [],
    ...rest,
  };
}

async function addDepartures(rows: (typeof hunts.$inferSelect)[], list: HuntOverrides[], db: DbOrTx) {
  const explicit = list.flatMap((o, i) =>
    (o.departures ?? []).map((d) => ({
      huntId: rows[i]!.id,
      startDate: d.startDate,
      endDate: d.endDate,
      spots: d.spots ?? 4,
      spotsLeft: d.spotsLeft ?? d.spots ?? 4,
    })),
  );
  if (explicit.length) await db.insert(huntDepartures).values(explicit);
  const parsed = rows.filter((_, i) => !list[i]!.departures).map((r) => r.id);
  if (parsed.length === 0) return;
  const ids = `{${parsed.join(",")}}`;
  await db.execute(sql`
    INSERT INTO hunt_departures (hunt_id, start_date, end_date, spots, spots_left)
    SELECT h.id, p.start_date, p.end_date, greatest(h.availability, 1), greatest(h.availability, 0)
      FROM hunts h CROSS JOIN LATERAL hunt_dates_parse(h.dates, h.duration_days) p WHERE h.id = ANY(${ids}::int[])`);
  await db.execute(
    sql`UPDATE hunts SET availability = 0 WHERE id = ANY(${ids}::int[]) AND last_departure_on IS NULL AND availability <> 0`,
  );
}

/** Inserts a hunt and its departures; the row is read back, so availability is the derived one. */
export async function createHunt(overrides: HuntOverrides, db: DbOrTx = defaultDb) {
  return (await createHunts([overrides], db))[0]!;
}

/** Inserts many hunts (one statement) and their departures; rows come back in input order. */
export async function createHunts(list: HuntOverrides[], db: DbOrTx = defaultDb) {
  if (list.length === 0) return [];
  const inserted = await db.insert(hunts).values(list.map(huntValues)).returning({ id: hunts.id });
  // Identity values follow input order within one INSERT … VALUES.
  const ids = inserted.map((r) => r.id).sort((a, b) => a - b);
  const ordered = ids.map((id) => ({ id }) as typeof hunts.$inferSelect);
  await addDepartures(ordered, list, db);
  const rows = await db
    .select()
    .from(hunts)
    .where(sql`${hunts.id} = ANY(${`{${ids.join(",")}}`}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

export async function createBooking(
  overrides: Partial<typeof bookings.$inferInsert> & { huntId: number; outfitterId: number; hunterId: number },
  db: DbOrTx = defaultDb,
) {
  const [row] = await db
    .insert(bookings)
    .values({ hunterName: "Test Hunter", totalAmountCents: 450000, termsAccepted: true, ...overrides })
    .returning();
  return row!;
}

/**
 * Gives an outfitter an Active payout account (on the offline test provider unless `provider` says
 * stripe), as finishing onboarding would (idempotent; an account still in onboarding becomes this
 * active one), so hunters can pay for its hunts by card. Returns the account id.
 */
export async function createActivePayoutAccount(
  outfitterId: number,
  opts: { provider?: "test" | "stripe"; db?: DbOrTx } = {},
): Promise<string> {
  const { provider = "test", db = defaultDb } = opts;
  const accountId = `acct_${provider}_fixture${String(outfitterId).padStart(6, "0")}`;
  const flags = { detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true };
  if (provider === "test") {
    await db
      .insert(testConnectedAccounts)
      .values({
        id: accountId,
        idempotencyKey: `payout-account-${outfitterId}-test`,
        email: `payouts-${outfitterId}@example.test`,
        ...flags,
      })
      .onConflictDoNothing();
  }
  const row = {
    provider,
    accountId,
    state: "active" as const,
    ...flags,
    requirementsDue: [],
    syncedAt: new Date(),
    activatedAt: new Date(),
  };
  await db
    .insert(payoutAccounts)
    .values({ outfitterId, ...row })
    .onConflictDoUpdate({ target: payoutAccounts.outfitterId, set: row });
  return accountId;
}

export async function createMessage(
  overrides: Partial<typeof messages.$inferInsert> & { senderId: number; receiverId: number },
  db: DbOrTx = defaultDb,
) {
  const [row] = await db
    .insert(messages)
    .values({ content: "Hello there", ...overrides })
    .returning();
  return row!;
}

export async function createHuntReview(
  overrides: Partial<typeof huntReviews.$inferInsert> & { huntId: number; outfitterId: number; hunterId: number },
  db: DbOrTx = defaultDb,
) {
  const [row] = await db
    .insert(huntReviews)
    .values({ hunterName: "Test Hunter", rating: 5, content: "An outstanding hunt, well organised.", ...overrides })
    .returning();
  return row!;
}

export async function createOutfitterReview(
  overrides: Partial<typeof outfitterReviews.$inferInsert> & { outfitterId: number; hunterId: number },
  db: DbOrTx = defaultDb,
) {
  const [row] = await db
    .insert(outfitterReviews)
    .values({ rating: 5, content: "Professional guides and great camp.", ...overrides })
    .returning();
  return row!;
}

export async function createGearItem(overrides: Partial<typeof gearItems.$inferInsert> & { outfitterId: number }, db: DbOrTx = defaultDb) {
  const [row] = await db
    .insert(gearItems)
    .values({ name: "Rangefinder", amazonUrl: "https://www.amazon.com/dp/B000000000?tag=ridgeline-20", ...overrides })
    .returning();
  return row!;
}
