import { sql } from "drizzle-orm";
import { db as defaultDb, queryRows, type Db, type DbOrTx } from "@/db/index";
import { seedHuntFees } from "./hunt-fees";
import { createHunts, createUsers, type HuntOverrides, type UserOverrides } from "./factories";
import { createRng } from "./prng";
import { assertCatalogue, buildHunt } from "./data/hunt-theme";
import { calendarOf, planDepartures, type PlannedDeparture } from "./data/departures";
import { ALL_THEMES, seasonOf, themeByKey } from "./data/themes";
import { OUTFITTERS } from "./data/outfitters";
import { OUTFITTER_BIOS } from "./data/outfitter-bios";
import { DEMO_ADMIN_EMAIL, HUNTERS } from "./data/people";
import { seedBusiness } from "./business";
import { seedPayouts } from "./payouts";
import { seedCredentials } from "./credentials";
import { seedOutcomes } from "./outcomes";
import { seedSocial } from "./social";
import { seedTags } from "./tags";
import { seedSavedSearches } from "./alerts";
import { seedMoneyOverTime } from "./money-over-time";
import { seedEvidence } from "./evidence";
import type { SeedContext } from "./context";
import { storedPhoneOrAsEntered } from "@/lib/users/phone";

const withPhoneFlag = (raw: string) => {
  const { phone, unparsed } = storedPhoneOrAsEntered(raw);
  return { phone, phoneUnparsed: unparsed };
};

export const SEED = 20250810;
const DAY = 86_400_000;

/** Seeds demo data when the users table is empty; returns whether it seeded. */
export async function seedIfEmpty(database: Db = defaultDb, opts: { now?: Date } = {}) {
  const [row] = await queryRows<{ n: number }>(database, sql`select count(*)::int as n from users`);
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemoData({ ...opts, db: database });
  return true;
}

/**
 * Writes the demo data set in one transaction: the three demo accounts (password123), outfitters,
 * hunters, hunts and their activity. Deterministic for a given `now` (dates are relative to it).
 */
export async function seedDemoData(opts: { db?: Db; now?: Date } = {}) {
  const database = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  assertCatalogue(ALL_THEMES);
  return database.transaction(async (tx) => {
    const ctx = await seedPeopleAndHunts(tx, now);
    await seedHuntFees(tx, ctx.hunts);
    await seedPayouts(ctx);
    const { completedBooking } = await seedBusiness(ctx);
    await seedTags(ctx);
    await seedSocial(ctx, completedBooking);
    await seedCredentials(ctx);
    await seedOutcomes(ctx);
    await seedEvidence(ctx);
    await seedSavedSearches(ctx);
    await seedMoneyOverTime(ctx);
    return { users: 1 + ctx.outfitters.length + ctx.hunters.length, hunts: ctx.hunts.length };
  });
}

async function seedPeopleAndHunts(tx: DbOrTx, now: Date): Promise<SeedContext> {
  const rng = createRng(SEED);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const people: UserOverrides[] = [
    { email: DEMO_ADMIN_EMAIL, firstName: "Avery", lastName: "Collins", role: "admin", phone: "(907) 555-0100", createdAt: ago(400) },
    ...OUTFITTERS.map((o, i): UserOverrides => ({
      email: o.email,
      firstName: o.firstName,
      lastName: o.lastName,
      phone: o.phone,
      websiteUrl: o.websiteUrl,
      bio: OUTFITTER_BIOS[o.key]?.bio ?? null,
      inBusinessSince: OUTFITTER_BIOS[o.key]?.since ?? null,
      role: "outfitter",
      isApproved: o.status !== "pending",
      isActive: o.status !== "paused",
      isTopTier: Boolean(o.isTopTier),
      coverPhoto: o.cover ? `/demo/outfitters/${o.cover}-cover.photo.webp` : null,
      profileImage: o.avatar ? `/demo/outfitters/avatar-${o.avatar}.webp` : null,
      createdAt: o.status === "pending" ? ago(3 + i) : ago(380 - i * 12),
    })),
    ...HUNTERS.map((h, i): UserOverrides => ({ ...h, role: "hunter", createdAt: ago(300 - i * 20) })),
  ];
  // Phones are stored as the app stores them (E.164; one that does not parse as entered, flagged).
  const rows = await createUsers(
    people.map((p) => (p.phone ? { ...p, ...withPhoneFlag(p.phone) } : p)),
    tx,
  );
  const admin = rows[0]!;
  const outfitters = rows.slice(1, 1 + OUTFITTERS.length);
  const hunters = rows.slice(1 + OUTFITTERS.length);

  const planned: HuntOverrides[] = [];
  OUTFITTERS.forEach((o, i) => {
    const user = outfitters[i]!;
    for (let n = 0; n < o.hunts; n++) {
      const theme = themeByKey(o.themes[n % o.themes.length]!);
      const round = Math.floor(n / o.themes.length);
      const hunt = buildHunt(rng, theme, user.id, {
        now,
        variant: round % theme.variants.length,
        discountRate: 0.22,
        homeLocations: o.home,
      });
      planned.push({
        ...hunt,
        isActive: o.status === "active",
        featured: n === 0 && Boolean(o.isTopTier),
        createdAt: ago(n === 0 ? 200 + i : rng.int(1, 150)),
      });
    }
  });
  finishTouches(planned, rng);
  distinctTitles(planned);
  addDepartures(planned, now);
  const hunts = await createHunts(planned, tx);
  const huntsByOutfitter = new Map<number, typeof hunts>();
  for (const h of hunts) huntsByOutfitter.set(h.outfitterId, [...(huntsByOutfitter.get(h.outfitterId) ?? []), h]);
  return {
    tx,
    rng,
    now,
    admin,
    hunters,
    hunts,
    huntsByOutfitter,
    outfitters,
    outfitterByKey: new Map(OUTFITTERS.map((o, i) => [o.key, outfitters[i]!])),
    hunterByEmail: new Map(hunters.map((h) => [h.email, h])),
  };
}

/**
 * Each demo hunt's trips: 3–8 departures over the next 18 months (a sold-out hunt's all full), and
 * for three listed, unfeatured hunts of other outfitters than the demo one a season that has
 * ended (their pages say so). A generator of their own, so every other demo value stays the same.
 */
function addDepartures(planned: HuntOverrides[], now: Date) {
  const tripRng = createRng(4242);
  const demoId = planned[0]!.outfitterId;
  const ended = new Set(planned.filter((h) => h.isActive && !h.featured && h.outfitterId !== demoId && h.availability !== 0).slice(-3));
  for (const h of planned) {
    const departures = planDepartures(tripRng, {
      now,
      durationDays: h.durationDays!,
      groupSize: h.groupSize!,
      ended: ended.has(h),
      count: ended.has(h) ? 2 : undefined,
      // In the hunt's season: a September rut hunt departs in September.
      months: seasonOf(h.title!),
    });
    h.departures = h.availability === 0 ? departures.map((d) => ({ ...d, spotsLeft: 0 })) : departures;
    h.dates = calendarOf(h.departures as PlannedDeparture[], now).dates;
  }
}

/** Two outfitters offering one kind of hunt list it under one title: the later ones are told apart by their place. */
function distinctTitles(planned: HuntOverrides[]) {
  const taken = new Set<string>();
  for (const h of planned) {
    const place = h.location!.split(",")[0]!.trim();
    const candidates = [h.title!, `${h.title} in ${place}`, `${h.title} (${place}, ${planned.indexOf(h) + 1})`];
    h.title = candidates.find((t) => !taken.has(t))!;
    taken.add(h.title);
  }
}

/** Guarantees the spread the demo needs: 8 featured, a few paused and fully booked hunts. */
function finishTouches(planned: HuntOverrides[], rng: ReturnType<typeof createRng>) {
  const active = planned.filter((h) => h.isActive);
  const featured = active.filter((h) => h.featured);
  for (const h of rng.shuffle(active)) {
    if (featured.length >= 8) break;
    if (!h.featured && !featured.some((f) => f.outfitterId === h.outfitterId)) {
      h.featured = true;
      featured.push(h);
    }
  }
  // The demo outfitter's hunts carry the demo bookings; only its last one is paused, so its
  // dashboard shows both states.
  const demoId = active[0]!.outfitterId;
  const plain = rng.shuffle(active.filter((h) => !h.featured && h.outfitterId !== demoId));
  const demoLast = active.filter((h) => h.outfitterId === demoId).at(-1)!;
  for (const h of [demoLast, ...plain.slice(0, 3)]) h.isActive = false;
  const soldOut = plain.filter((h) => h.isActive && h.availability === 0).length;
  for (const h of plain.slice(3, 3 + Math.max(0, 3 - soldOut))) h.availability = 0;
}
