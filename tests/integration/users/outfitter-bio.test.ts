import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as userPUT } from "@/app/api/users/[id]/route";
import { db } from "@/db";
import { users } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { getPublicOutfitter } from "@/lib/outfitters/public";
import { BIO_MAX, BIO_TOO_LONG, inBusinessSinceMessage } from "@/lib/users/schema";
import { yearsInBusinessLine } from "@/lib/outfitters/years";
import { call } from "../../support/http";

type User = typeof users.$inferSelect;
const put = async (actor: User, body: unknown) =>
  call(userPUT, { method: "PUT", body, params: { id: String(actor.id) }, token: await issueApiToken(actor.id) });
const reload = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe("an outfitter's bio and years in business (issue 53 item 4)", () => {
  it("are saved from the profile, shown on the public profile and cleared when sent empty", async () => {
    const o = await createOutfitter();
    const bio = "Family camps in the Absarokas.\nFour hunters per guide team.";
    const r = await put(o, { bio: `  ${bio}  `, inBusinessSince: "1998" });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ bio, inBusinessSince: 1998 });
    expect(await getPublicOutfitter(o.id)).toMatchObject({ bio, inBusinessSince: 1998 });
    // An API client may send the year as a number; empty text clears both.
    expect((await put(o, { inBusinessSince: 2001 })).json).toMatchObject({ inBusinessSince: 2001 });
    expect((await put(o, { bio: "", inBusinessSince: "" })).status).toBe(200);
    expect(await reload(o.id)).toMatchObject({ bio: null, inBusinessSince: null });
  });

  it.each([["1899"], ["3000"], ["98"], ["nineteen"], [1998.5], [true], [String(new Date().getUTCFullYear() + 1)]])(
    "refuses %j as the year (400 with the field's message) and writes nothing",
    async (year) => {
      const o = await createOutfitter({ firstName: "Keep" });
      const r = await put(o, { firstName: "Changed", bio: "New words", inBusinessSince: year });
      expect(r.status).toBe(400);
      expect((r.json as { errors?: Record<string, string[]> }).errors?.inBusinessSince).toEqual([inBusinessSinceMessage()]);
      expect(await reload(o.id)).toMatchObject({ firstName: "Keep", bio: null, inBusinessSince: null });
    },
  );

  it("refuses a bio over the limit with its message", async () => {
    const o = await createOutfitter();
    const r = await put(o, { bio: "x".repeat(BIO_MAX + 1) });
    expect(r.status).toBe(400);
    expect((r.json as { errors?: Record<string, string[]> }).errors?.bio).toEqual([BIO_TOO_LONG]);
    expect((await reload(o.id)).bio).toBeNull();
  });

  it("a hunter has no public profile: the fields are ignored", async () => {
    const h = await createHunter();
    expect((await put(h, { bio: "Not shown anywhere", inBusinessSince: "2000" })).status).toBe(200);
    expect(await reload(h.id)).toMatchObject({ bio: null, inBusinessSince: null });
  });

  it("says the years from the calendar, never a stale count", () => {
    const now = new Date("2026-12-04T00:00:00Z");
    expect(yearsInBusinessLine(1998, now)).toBe("In business since 1998 (28 years)");
    expect(yearsInBusinessLine(2025, now)).toBe("In business since 2025 (1 year)");
    expect(yearsInBusinessLine(2026, now)).toBe("In business since 2026 (new this year)");
    expect(yearsInBusinessLine(null, now)).toBeNull();
  });
});
