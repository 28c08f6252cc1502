import { favorites, gearItems, huntReviews, messages, outfitterReviews } from "@/db/schema";
import { daysAgo, fullName, pick, type SeedContext, type UserRow } from "./context";
import { THREADS } from "./data/messages";
import { OUTFITTERS } from "./data/outfitters";
import { amazonUrl, DEMO_HUNTER_EMAIL, GEAR, HUNT_REVIEWS, OUTFITTER_REVIEWS } from "./data/people";

/** Messages, hunt and outfitter reviews, favourites and gear lists. */
export async function seedSocial(ctx: SeedContext, completedBooking: { id: number; huntId: number | null }) {
  await seedMessages(ctx);
  await seedReviews(ctx, completedBooking);
  await seedFavorites(ctx);
  await seedGear(ctx);
}

function participant(ctx: SeedContext, ref: string): UserRow {
  if (ref === "admin") return ctx.admin;
  const [kind, key] = ref.split(":") as [string, string];
  return kind === "hunter" ? pick(ctx.hunterByEmail, key) : pick(ctx.outfitterByKey, key);
}

async function seedMessages(ctx: SeedContext) {
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const thread of THREADS) {
    const people = thread.between.map((ref) => participant(ctx, ref));
    for (const [from, content, days, hour, unread] of thread.messages) {
      rows.push({
        senderId: people[from]!.id,
        receiverId: people[1 - from]!.id,
        content,
        isRead: !unread,
        createdAt: daysAgo(ctx, days, hour),
      });
    }
  }
  await ctx.tx.insert(messages).values(rows);
}

const ratingFor = (r: number): 3 | 4 | 5 => (r < 0.62 ? 5 : r < 0.9 ? 4 : 3);

async function seedReviews(ctx: SeedContext, completedBooking: { id: number; huntId: number | null }) {
  const { rng } = ctx;
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const others = ctx.hunters.filter((h) => h.id !== hannah.id);
  const huntRows: (typeof huntReviews.$inferInsert)[] = [];
  const used = new Map<3 | 4 | 5, number>([
    [3, 0],
    [4, 0],
    [5, 0],
  ]);
  const text = (pool: Record<3 | 4 | 5, string[]>, rating: 3 | 4 | 5) => {
    const n = used.get(rating)!;
    used.set(rating, n + 1);
    return pool[rating][n % pool[rating].length]!;
  };
  const bookedHunt = ctx.hunts.find((h) => h.id === completedBooking.huntId)!;
  huntRows.push({
    huntId: bookedHunt.id,
    outfitterId: bookedHunt.outfitterId,
    hunterId: hannah.id,
    bookingId: completedBooking.id,
    hunterName: fullName(hannah),
    rating: 5,
    content:
      "My first safari and it exceeded every expectation. Our PH and trackers were incredible, and I took a beautiful kudu bull on day three.",
    status: "approved",
    approvedAt: daysAgo(ctx, 140),
    createdAt: daysAgo(ctx, 142),
  });
  for (const hunt of ctx.hunts.filter((h) => h.isActive)) {
    if (!rng.chance(0.5)) continue;
    for (const reviewer of rng.sample(others, rng.int(1, 3))) {
      const rating = ratingFor(rng.next());
      const pending = rng.chance(0.1);
      const created = rng.int(3, 200);
      huntRows.push({
        huntId: hunt.id,
        outfitterId: hunt.outfitterId,
        hunterId: reviewer.id,
        hunterName: fullName(reviewer),
        rating,
        content: text(HUNT_REVIEWS, rating),
        status: pending ? "pending" : "approved",
        approvedAt: pending ? null : daysAgo(ctx, created - 1),
        createdAt: daysAgo(ctx, created, 18),
      });
    }
  }
  // A pending review awaiting moderation on the demo outfitter's hunt.
  const demoHunt = ctx.huntsByOutfitter.get(pick(ctx.outfitterByKey, "bitterroot").id)![1]!;
  huntRows.push({
    huntId: demoHunt.id,
    outfitterId: demoHunt.outfitterId,
    hunterId: others[7]!.id,
    hunterName: fullName(others[7]!),
    rating: 4,
    content: "Great mule deer country and a guide who really knows the breaks. We had a wet week but still saw plenty of bucks.",
    status: "pending",
    createdAt: daysAgo(ctx, 2, 19),
  });
  await ctx.tx.insert(huntReviews).values(huntRows);

  const outfitterRows: (typeof outfitterReviews.$inferInsert)[] = [];
  OUTFITTERS.forEach((o) => {
    if (o.status !== "active") return;
    const outfitter = pick(ctx.outfitterByKey, o.key);
    const demo = o.key === "bitterroot";
    const reviewers = demo ? [hannah, ...others.slice(0, 5)] : rng.sample(others, rng.int(1, 3));
    reviewers.forEach((reviewer, i) => {
      const rating = demo && i === 0 ? 5 : ratingFor(rng.next());
      const pending = demo ? i === reviewers.length - 1 : rng.chance(0.12);
      const created = rng.int(3, 220);
      outfitterRows.push({
        outfitterId: outfitter.id,
        hunterId: reviewer.id,
        rating,
        content: text(OUTFITTER_REVIEWS, rating),
        status: pending ? "pending" : "approved",
        approvedAt: pending ? null : daysAgo(ctx, created - 1),
        createdAt: daysAgo(ctx, created, 20),
      });
    });
  });
  await ctx.tx.insert(outfitterReviews).values(outfitterRows);
}

async function seedFavorites(ctx: SeedContext) {
  const hannah = pick(ctx.hunterByEmail, DEMO_HUNTER_EMAIL);
  const visible = OUTFITTERS.filter((o) => o.status === "active").map((o) => pick(ctx.outfitterByKey, o.key));
  const rows: (typeof favorites.$inferInsert)[] = ["bitterroot", "kodiak", "limpopo", "southern-alps"].map((key, i) => ({
    hunterId: hannah.id,
    outfitterId: pick(ctx.outfitterByKey, key).id,
    createdAt: daysAgo(ctx, 30 - i * 6),
  }));
  for (const hunter of ctx.hunters.filter((h) => h.id !== hannah.id)) {
    for (const o of ctx.rng.sample(visible, ctx.rng.int(1, 4)))
      rows.push({ hunterId: hunter.id, outfitterId: o.id, createdAt: daysAgo(ctx, ctx.rng.int(1, 120)) });
  }
  await ctx.tx.insert(favorites).values(rows);
}

async function seedGear(ctx: SeedContext) {
  const rows: (typeof gearItems.$inferInsert)[] = [];
  for (const o of OUTFITTERS.filter((x) => x.status !== "pending")) {
    const outfitter = pick(ctx.outfitterByKey, o.key);
    const counts = { gear: 2, clothing: 2, equipment: 2, accessories: 1 } as const;
    const items = (Object.keys(counts) as (keyof typeof counts)[]).flatMap((category) =>
      ctx.rng.sample(
        GEAR.filter((g) => g.category === category),
        counts[category] + (ctx.rng.chance(0.3) ? 1 : 0),
      ),
    );
    items.forEach((item, i) =>
      rows.push({
        outfitterId: outfitter.id,
        name: item.name,
        description: item.description,
        category: item.category,
        amazonUrl: amazonUrl(item.name),
        image: null,
        displayOrder: i + 1,
        createdAt: daysAgo(ctx, 60 - i),
      }),
    );
  }
  await ctx.tx.insert(gearItems).values(rows);
}
