import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { huntPricing, hunts, huntTags } from "@/db/schema";
import { huntTag, HUNTS_TAG, outfitterTag } from "@/lib/cache/tags";
import { addDays, todayIn } from "@/lib/departures/dates";
import { saveHuntFees } from "@/lib/hunts/fees";
import { searchHunts } from "@/lib/hunts/search";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import { createHunt, createOutfitter } from "@/seed/factories";

type WithCache = typeof globalThis & { __incrementalCache?: unknown };
const DAY = 86_400_000;

afterEach(() => {
  delete (globalThis as WithCache).__incrementalCache;
});

/** A $3,000 draw hunt whose outfitter applies for a $75 fee, results `resultsIn` days from now in the hunt's calendar. */
async function drawHunt(resultsIn: number, outfitterApplies = true) {
  const o = await createOutfitter();
  const hunt = await createHunt({ outfitterId: o.id, priceCents: 300_000, title: `Draw fee ${resultsIn}` });
  const today = todayIn(hunt.timeZone);
  await db.insert(huntTags).values({
    huntId: hunt.id,
    tagType: "draw",
    region: "Wyoming",
    applicationOpensOn: addDays(today, resultsIn - 40),
    applicationClosesOn: addDays(today, resultsIn - 20),
    resultsOn: addDays(today, resultsIn),
    failedDrawOutcome: "refund",
    outfitterApplies,
    applicationFeeCents: 7_500,
  });
  await saveHuntFees(db, hunt, EMPTY_FEES);
  return { hunt, outfitter: o };
}

const figure = async (huntId: number) => {
  const [h] = await db.select({ allIn: hunts.allInFromCents }).from(hunts).where(eq(hunts.id, huntId));
  const [p] = await db.select({ fee: huntPricing.applicationFeeCents }).from(huntPricing).where(eq(huntPricing.huntId, huntId));
  return { allIn: h!.allIn, fee: p!.fee };
};

describe('"from $X all-in" once the draw results are out', () => {
  it("carries the application fee until the results date, then the hourly job takes it out and expires the hunt's cached pages", async () => {
    const { hunt, outfitter } = await drawHunt(10);
    expect(await figure(hunt.id)).toEqual({ allIn: 307_500, fee: 7_500 });
    const card = (await searchHunts({ location: "" })).hunts.find((h) => h.id === hunt.id);
    expect(card?.allInFrom).toBe("3075.00");

    const revalidateTag = vi.fn<(tags: string[], durations?: { expire?: number }) => Promise<void>>(async () => {});
    (globalThis as WithCache).__incrementalCache = { revalidateTag };
    // The window is not over (today, and the results day itself): nothing changes, nothing expires.
    expect(await runJobNow(QUEUES.drawFeeExpiry.name, {})).toEqual({ hunts: 0 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(Date.now() + 10 * DAY));
      expect(await runJobNow(QUEUES.drawFeeExpiry.name, {})).toEqual({ hunts: 0 });
      expect(revalidateTag).not.toHaveBeenCalled();
      // The day after the results date: the fee is out of the figure, the card and the search columns.
      vi.setSystemTime(new Date(Date.now() + 1.5 * DAY));
      expect(await runJobNow(QUEUES.drawFeeExpiry.name, {})).toEqual({ hunts: 1 });
      expect(await figure(hunt.id)).toEqual({ allIn: 300_000, fee: 0 });
      expect(revalidateTag).toHaveBeenCalledWith([huntTag(hunt.id), outfitterTag(outfitter.id), HUNTS_TAG], { expire: 0 });
      delete (globalThis as WithCache).__incrementalCache;
      const after = (await searchHunts({ location: "", maxAllIn: 300_000 })).hunts.find((h) => h.id === hunt.id);
      expect(after?.allInFrom).toBe("3000.00");
      // Run again (a retry, another worker): nothing more. A later edit does not bring the fee back.
      expect(await runJobNow(QUEUES.drawFeeExpiry.name, {})).toEqual({ hunts: 0 });
      await saveHuntFees(db, hunt, null, new Date());
      expect(await figure(hunt.id)).toEqual({ allIn: 300_000, fee: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a hunt saved after its results never carries the fee, and one whose outfitter does not apply never did", async () => {
    const past = await drawHunt(-1);
    expect(await figure(past.hunt.id)).toEqual({ allIn: 300_000, fee: 0 });
    const selfApply = await drawHunt(30, false);
    expect(await figure(selfApply.hunt.id)).toEqual({ allIn: 300_000, fee: 0 });
  });
});
