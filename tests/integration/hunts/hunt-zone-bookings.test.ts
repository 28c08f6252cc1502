import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, hunts } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { ZONE_LOCKED_BY_BOOKINGS } from "@/lib/hunts/zone-lock";
import { call } from "../../support/http";

/**
 * A booking's refund deadlines and "already started" are counted in its hunt's calendar day (issue 52, item 8): moving a booked
 * Montana hunt to Auckland would turn a 30-day Flexible refund into none. While the hunt has live bookings (pending or accepted)
 * its location may change only within the same time zone.
 */
let outfitter: { id: number };
let hunter: { id: number };
let token: string;
beforeAll(async () => {
  outfitter = await createOutfitter();
  hunter = await createHunter();
  token = await issueApiToken(outfitter.id);
});

const body = (hunt: typeof hunts.$inferSelect, location: string) => ({
  title: hunt.title,
  description: hunt.description,
  species: hunt.species,
  location,
  price: 4500,
  duration: hunt.durationDays,
  groupSize: hunt.groupSize,
  difficulty: hunt.difficulty,
  dates: hunt.dates,
  availability: 4,
  images: [],
  video: "",
});
const put = (hunt: typeof hunts.$inferSelect, location: string) =>
  call<{ message?: string; errors?: Record<string, string[]>; location?: string }>(putHunt, {
    method: "PUT",
    token,
    params: { id: String(hunt.id) },
    body: body(hunt, location),
  });
const zoneOf = async (id: number) => (await db.select({ tz: hunts.timeZone }).from(hunts).where(eq(hunts.id, id)))[0]!.tz;

describe("a booked hunt keeps its time zone", () => {
  it.each(["pending", "accepted"] as const)(
    "a %s booking: a move to another time zone is a 409 naming location; nothing changes",
    async (status) => {
      const hunt = await createHunt({ outfitterId: outfitter.id, location: "Montana, USA" });
      await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, status });
      const r = await put(hunt, "Auckland, New Zealand");
      expect(r.status).toBe(409);
      expect(r.json.message).toBe(ZONE_LOCKED_BY_BOOKINGS);
      expect(r.json.errors?.location).toEqual([ZONE_LOCKED_BY_BOOKINGS]);
      expect(await zoneOf(hunt.id)).toBe("America/Denver");
      expect((await db.select({ l: hunts.location }).from(hunts).where(eq(hunts.id, hunt.id)))[0]!.l).toBe("Montana, USA");
    },
  );

  it("a move within the same time zone is allowed while booked; any move once no booking is live", async () => {
    const hunt = await createHunt({ outfitterId: outfitter.id, location: "Montana, USA" });
    const [b] = [await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, status: "accepted" })];
    const same = await put(hunt, "Bitterroot Valley, Montana, USA");
    expect(same.status).toBe(200);
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, b!.id));
    await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, status: "completed" });
    const moved = await put(hunt, "Auckland, New Zealand");
    expect(moved.status).toBe(200);
    expect(await zoneOf(hunt.id)).toBe("Pacific/Auckland");
  });
});
