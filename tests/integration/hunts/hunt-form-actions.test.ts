import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createHunt, createOutfitter } from "@/seed/factories";
import { huntDepartures, hunts } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { huntDay } from "../../support/days";
import { DEPARTURE_MESSAGES } from "@/lib/departures/schema";
import { createHuntAction, updateHuntAction } from "@/lib/hunts/actions";
import { HUNT_MESSAGES, type HuntFormInput } from "@/lib/hunts/schema";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The hunt form's Create Hunt and Save Changes (lib/hunts/actions.ts), twins of POST /api/hunts and PUT /api/hunts/{id}. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
let pendingToken: string;
beforeAll(async () => {
  fx = await roleFixtures();
  pendingToken = await issueApiToken((await createOutfitter({ isApproved: false })).id);
});

const day = huntDay;
/** What the form sends: the inputs' text, the departures' rows, the discount's base price. */
const formInput = (over: Partial<HuntFormInput> = {}): HuntFormInput => ({
  title: "Form Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  customSpecies: "",
  location: "Montana, USA",
  price: "1000",
  originalPrice: "1000",
  isDiscounted: true,
  discountType: "percentage",
  discountValue: "15",
  duration: "5",
  groupSize: "4",
  difficulty: "",
  dates: "",
  departures: [{ id: null, startDate: day(40), endDate: day(45), spots: "3" }],
  cancellationPolicy: "moderate",
  depositPercent: "50",
  images: [],
  video: "",
  ...over,
});
const huntCount = async () => (await db.select({ n: count() }).from(hunts))[0]!.n;
const huntRow = async (id: number) => (await db.select().from(hunts).where(eq(hunts.id, id)))[0]!;

describe("createHuntAction", () => {
  it("creates the hunt as the route does: price computed on the server, departures stored", async () => {
    callAs(fx.tokens.outfitter);
    const r = await createHuntAction(IDLE, formInput());
    expect(r).toMatchObject({
      ok: true,
      data: { title: "Form Elk Hunt", price: "850.00", originalPrice: "1000.00", availability: 3, depositPercent: 50 },
    });
    const row = await huntRow(r.data!.id);
    expect(row).toMatchObject({ outfitterId: fx.outfitter.id, priceCents: 85_000, cancellationPolicy: "moderate", isActive: true });
    expect((await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, row.id))).map((d) => [d.startDate, d.spots])).toEqual([
      [day(40), 3],
    ]);
  });

  it("a body that fails the schema answers its field errors and writes nothing", async () => {
    callAs(fx.tokens.outfitter);
    const before = await huntCount();
    const r = await createHuntAction(IDLE, formInput({ title: "" }));
    expect(r).toMatchObject({ ok: false, status: 400, message: HUNT_MESSAGES.required, fieldErrors: { title: [HUNT_MESSAGES.required] } });
    const row = await createHuntAction(IDLE, formInput({ departures: [{ id: null, startDate: "soon", endDate: day(45), spots: "3" }] }));
    expect(row).toMatchObject({ ok: false, status: 400, fieldErrors: { "departures.0.startDate": [DEPARTURE_MESSAGES.startDate] } });
    expect(await huntCount()).toBe(before);
  });

  it("a pending outfitter and a hunter are refused (403), nobody signed in 401; nothing written", async () => {
    const before = await huntCount();
    callAs(pendingToken);
    expect(await createHuntAction(IDLE, formInput())).toMatchObject({
      ok: false,
      status: 403,
      message: "Account must be approved before creating hunts",
    });
    callAs(fx.tokens.hunter);
    expect(await createHuntAction(IDLE, formInput())).toMatchObject({ ok: false, status: 403 });
    callAs();
    expect(await createHuntAction(IDLE, formInput())).toMatchObject({ ok: false, status: 401 });
    expect(await huntCount()).toBe(before);
  });
});

describe("updateHuntAction", () => {
  it("the owner saves changes; the same save again answers the same hunt", async () => {
    const hunt = await createHunt({ outfitterId: fx.outfitter.id });
    callAs(fx.tokens.outfitter);
    const input = { huntId: hunt.id, ...formInput({ title: "Renamed Hunt", isDiscounted: false, originalPrice: null, price: "2000" }) };
    const first = await updateHuntAction(IDLE, input);
    expect(first).toMatchObject({ ok: true, data: { id: hunt.id, title: "Renamed Hunt", price: "2000.00", isDiscounted: false } });
    const again = await updateHuntAction(IDLE, input);
    expect(again).toMatchObject({ ok: true, data: { id: hunt.id, title: "Renamed Hunt", price: "2000.00", availability: 3 } });
    expect(await db.select().from(huntDepartures).where(eq(huntDepartures.huntId, hunt.id))).toHaveLength(1);
  });

  it("another outfitter is refused (403), a bad id is a 400 beside huntId, an unknown one 404; nothing written", async () => {
    const hunt = await createHunt({ outfitterId: fx.outfitter.id, title: "Kept Title" });
    callAs(await issueApiToken((await createOutfitter()).id));
    expect(await updateHuntAction(IDLE, { huntId: hunt.id, ...formInput() })).toMatchObject({ ok: false, status: 403 });
    callAs(fx.tokens.outfitter);
    const bad = await updateHuntAction(IDLE, { huntId: -1, ...formInput() });
    expect(bad).toMatchObject({ ok: false, status: 400, fieldErrors: { huntId: ["Hunt not found"] } });
    expect(await updateHuntAction(IDLE, { huntId: 2_000_000_000, ...formInput() })).toMatchObject({ ok: false, status: 404 });
    const invalid = await updateHuntAction(IDLE, {
      huntId: hunt.id,
      ...formInput({ isDiscounted: false, originalPrice: null, price: "abc" }),
    });
    expect(invalid).toMatchObject({ ok: false, status: 400, fieldErrors: { price: [HUNT_MESSAGES.price] } });
    expect((await huntRow(hunt.id)).title).toBe("Kept Title");
  });
});
