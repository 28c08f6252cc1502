import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { bookingInstallments } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { createCollectedBooking } from "@/seed/installment-factories";
import { addDays, todayIso } from "@/lib/departures/dates";
import { resetConfigForTests } from "@/lib/config";
import { runJobNow } from "@/lib/jobs/handlers";
import { QUEUES } from "@/lib/jobs/queues";

const DAY = 86_400_000;

afterEach(() => {
  delete process.env.E2E_TEST_HOOKS;
  resetConfigForTests();
});

async function dueInTenDays() {
  const outfitter = await createOutfitter();
  const hunter = await createHunter();
  const { balance } = await createCollectedBooking({ outfitterId: outfitter.id, hunterId: hunter.id, dueOn: addDays(todayIso(), 10) });
  return balance.id;
}
const stateOf = async (id: number) =>
  (await db.select({ state: bookingInstallments.state }).from(bookingInstallments).where(eq(bookingInstallments.id, id)))[0]!.state;

describe("the installments sweep's asOf (the browser tests' short due date)", () => {
  it("with the test hooks on, a sweep as of after the due date charges the balance", async () => {
    process.env.E2E_TEST_HOOKS = "1";
    resetConfigForTests();
    const id = await dueInTenDays();
    await runJobNow(QUEUES.installmentSweep.name, { asOf: new Date(Date.now() + 11 * DAY).toISOString() });
    expect(await stateOf(id)).toBe("paid");
  });

  it("without them the asOf is ignored: nothing is charged before its day", async () => {
    const id = await dueInTenDays();
    await runJobNow(QUEUES.installmentSweep.name, { asOf: new Date(Date.now() + 11 * DAY).toISOString() });
    expect(await stateOf(id)).toBe("scheduled");
  });

  it("an asOf that is not a date is ignored", async () => {
    process.env.E2E_TEST_HOOKS = "1";
    resetConfigForTests();
    const id = await dueInTenDays();
    await runJobNow(QUEUES.installmentSweep.name, { asOf: "tomorrow-ish" });
    expect(await stateOf(id)).toBe("scheduled");
  });
});
