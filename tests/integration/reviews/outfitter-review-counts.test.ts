import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as searchGET } from "@/app/api/hunts/route";
import { db, queryRows } from "@/db";
import { outfitterReviews, users } from "@/db/schema";
import { createHunt, createHunter, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { call } from "../../support/http";

/**
 * users.outfitter_review_count / _total (drizzle/0029) carry each outfitter's approved reviews so
 * every list of hunt cards reads the rating with its hunts: they must always equal a recount.
 */
type Card = { id: number; outfitter?: { rating?: { average: number | null; count: number } } };

async function stored(outfitterId: number) {
  const [u] = await db
    .select({ count: users.outfitterReviewCount, total: users.outfitterReviewTotal })
    .from(users)
    .where(eq(users.id, outfitterId));
  return u!;
}

async function recount(outfitterId: number) {
  const [r] = await queryRows<{ count: number; total: number }>(
    db,
    sql`SELECT count(*)::int AS count, coalesce(sum(rating), 0)::int AS total
        FROM outfitter_reviews WHERE outfitter_id = ${outfitterId} AND status = 'approved'`,
  );
  return { count: Number(r!.count), total: Number(r!.total) };
}

const cardRating = async (outfitterId: number) => {
  const res = await call<Card[]>(searchGET, { url: `/api/hunts?outfitterId=${outfitterId}` });
  expect(res.status).toBe(200);
  return res.json[0]!.outfitter!.rating;
};

const setStatus = (id: number, status: "approved" | "rejected" | "pending") =>
  db.update(outfitterReviews).set({ status }).where(eq(outfitterReviews.id, id));

describe("outfitter review counts on the outfitter's row", () => {
  it("follow approval, rejection, a changed rating and deletion, and the cards show them", async () => {
    const outfitter = await createOutfitter();
    await createHunt({ outfitterId: outfitter.id });
    const [a, b, c] = await Promise.all(
      [4, 5, 2].map(async (rating) => createOutfitterReview({ outfitterId: outfitter.id, hunterId: (await createHunter()).id, rating })),
    );
    // Pending reviews do not count.
    expect(await stored(outfitter.id)).toEqual({ count: 0, total: 0 });
    expect(await cardRating(outfitter.id)).toEqual({ average: null, count: 0 });

    await setStatus(a!.id, "approved");
    await setStatus(b!.id, "approved");
    expect(await stored(outfitter.id)).toEqual({ count: 2, total: 9 });
    expect(await cardRating(outfitter.id)).toEqual({ average: 4.5, count: 2 });

    // Approving again changes nothing; a rejected review leaves the count.
    await setStatus(b!.id, "approved");
    await setStatus(c!.id, "rejected");
    expect(await stored(outfitter.id)).toEqual({ count: 2, total: 9 });

    await setStatus(b!.id, "rejected");
    expect(await stored(outfitter.id)).toEqual({ count: 1, total: 4 });

    await db.update(outfitterReviews).set({ rating: 1 }).where(eq(outfitterReviews.id, a!.id));
    expect(await stored(outfitter.id)).toEqual({ count: 1, total: 1 });
    expect(await cardRating(outfitter.id)).toEqual({ average: 1, count: 1 });

    await db.delete(outfitterReviews).where(eq(outfitterReviews.id, a!.id));
    expect(await stored(outfitter.id)).toEqual({ count: 0, total: 0 });
    expect(await cardRating(outfitter.id)).toEqual({ average: null, count: 0 });
  });

  it("moves a review's stars when it is moved to another outfitter, and inserts approved ones counted", async () => {
    const [one, two] = [await createOutfitter(), await createOutfitter()];
    const hunter = await createHunter();
    const r = await createOutfitterReview({ outfitterId: one.id, hunterId: hunter.id, rating: 3, status: "approved" });
    expect(await stored(one.id)).toEqual({ count: 1, total: 3 });
    await db.update(outfitterReviews).set({ outfitterId: two.id }).where(eq(outfitterReviews.id, r.id));
    expect(await stored(one.id)).toEqual({ count: 0, total: 0 });
    expect(await stored(two.id)).toEqual({ count: 1, total: 3 });
  });

  it("counts every review approved at the same time", async () => {
    const outfitter = await createOutfitter();
    const reviews = await Promise.all(
      [1, 2, 3, 4, 5, 5, 4, 3, 2, 1].map(async (rating) =>
        createOutfitterReview({ outfitterId: outfitter.id, hunterId: (await createHunter()).id, rating }),
      ),
    );
    await Promise.all(reviews.map((r) => setStatus(r.id, "approved")));
    expect(await stored(outfitter.id)).toEqual({ count: 10, total: 30 });
    await Promise.all(reviews.slice(0, 4).map((r) => setStatus(r.id, "rejected")));
    expect(await stored(outfitter.id)).toEqual(await recount(outfitter.id));
    expect(await stored(outfitter.id)).toEqual({ count: 6, total: 20 });
  });
});
