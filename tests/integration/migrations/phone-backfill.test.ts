import { describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import { bookings, users } from "@/db/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { backfillPhones } from "@/lib/migrations/phone-e164";

/** The phone-flags migration's data half: phones typed before libphonenumber-js become E.164, the rest are kept and flagged. */
describe("phone backfill (run by migrateDb after the SQL migrations)", () => {
  it("rewrites readable phones in E.164, keeps unreadable ones as entered and flagged, and a second run changes nothing", async () => {
    const typed = ["(406) 555-0142", "406.555.0142 x3", "+44 20 7946 0958", "555-0100", "ring the lodge", "+14065550199"];
    const people = await Promise.all(typed.map((phone) => createHunter({ phone })));
    const none = await createHunter({ phone: null });
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    const booking = await createBooking({
      huntId: hunt.id,
      outfitterId: o.id,
      hunterId: people[0]!.id,
      hunterPhone: "(907) 555-0117",
      emergencyContactPhone: "call my brother",
    });

    const first = await backfillPhones(db);
    expect(first.normalized).toBeGreaterThanOrEqual(4);
    expect(first.flagged).toBeGreaterThanOrEqual(3);

    const rows = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((p) => p.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(people.map((p) => [byId.get(p.id)!.phone, byId.get(p.id)!.phoneUnparsed])).toEqual([
      ["+14065550142", false],
      ["+14065550142;ext=3", false],
      ["+442079460958", false],
      ["555-0100", true],
      ["ring the lodge", true],
      ["+14065550199", false],
    ]);
    expect((await db.select().from(users).where(eq(users.id, none.id)))[0]).toMatchObject({ phone: null, phoneUnparsed: false });
    expect((await db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]).toMatchObject({
      hunterPhone: "+19075550117",
      hunterPhoneUnparsed: false,
      emergencyContactPhone: "call my brother",
      emergencyContactPhoneUnparsed: true,
    });

    expect(await backfillPhones(db)).toEqual({ normalized: 0, flagged: 0 });
  });
});
