import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createUser } from "@/seed/factories";
import { outfitterBalances, users } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { outfitterBalanceAction, resetRevenueAction } from "@/lib/money/revenue/actions";
import { sendReportRemindersAction } from "@/lib/reports/monthly-status-actions";
import { addToBalance } from "@/lib/money/commission/ledger";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The revenue panel's buttons (lib/money/revenue/actions.ts; the reminders: lib/reports/monthly-status-actions.ts), twins of the /api/admin/outfitter/*, revenue and reminder routes. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

async function owing(cents: number) {
  const o = await createUser({ role: "outfitter", isApproved: true });
  await addToBalance(db, o.id, cents);
  return o;
}

describe("revenue panel actions", () => {
  it("every one refuses anonymous (401), hunters and outfitters (403) at the door, changing nothing", async () => {
    const o = await owing(5000);
    for (const token of [undefined, fx.tokens.hunter, fx.tokens.outfitter]) {
      callAs(token);
      const status = token ? 403 : 401;
      expect(await outfitterBalanceAction(IDLE, { action: "mark-paid", outfitterId: o.id })).toMatchObject({ ok: false, status });
      expect(await outfitterBalanceAction(IDLE, { action: "pause", outfitterId: o.id })).toMatchObject({ ok: false, status });
      expect(await resetRevenueAction(IDLE, undefined)).toMatchObject({ ok: false, status });
      expect(await sendReportRemindersAction(IDLE, { month: 5, year: 2030, outfitterIds: [o.id] })).toMatchObject({ ok: false, status });
    }
    const [balance] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id));
    expect(balance!.totalOwedCents).toBe(5000);
    const [row] = await db.select().from(users).where(eq(users.id, o.id));
    expect(row!.isActive).toBe(true);
  });

  it("the admin marks paid (owed moves to paid), pauses and unpauses; an unknown action is a 400 beside its field", async () => {
    const o = await owing(7500);
    callAs(fx.tokens.admin);
    expect(await outfitterBalanceAction(IDLE, { action: "mark-paid", outfitterId: o.id })).toMatchObject({ ok: true });
    const [balance] = await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id));
    expect(balance).toMatchObject({ totalOwedCents: 0, paidToDateCents: 7500 });
    expect(await outfitterBalanceAction(IDLE, { action: "pause", outfitterId: o.id })).toMatchObject({ ok: true });
    expect((await db.select().from(users).where(eq(users.id, o.id)))[0]!.isActive).toBe(false);
    expect(await outfitterBalanceAction(IDLE, { action: "unpause", outfitterId: o.id })).toMatchObject({ ok: true });
    expect((await db.select().from(users).where(eq(users.id, o.id)))[0]!.isActive).toBe(true);
    const refused = await outfitterBalanceAction(IDLE, { action: "delete" as "pause", outfitterId: o.id });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(["action"]);
  });

  it("reminders need at least one outfitter", async () => {
    callAs(fx.tokens.admin);
    expect(await sendReportRemindersAction(IDLE, { month: 5, year: 2030, outfitterIds: [] })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { outfitterIds: ["Select at least one outfitter"] },
    });
  });
});
