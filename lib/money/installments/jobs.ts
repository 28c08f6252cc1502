import "server-only";
import type { JobHandler } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { log } from "@/lib/log";
import { testAsOf } from "@/lib/jobs/test-as-of";
import { chargeInstallment, sweepInstallments } from "./charge";
import { sendInstallmentReminder } from "./service";

/** The balance jobs: each safe to run twice or on two workers (the attempt is claimed once, its key charges once). */
export const INSTALLMENT_JOB_HANDLERS = {
  // The browser tests' hook may run it as of a later moment (`asOf`, a short test due date), only with E2E_TEST_HOOKS=1.
  [QUEUES.installmentSweep.name]: (async (data) => {
    const r = await sweepInstallments(testAsOf(data));
    if (r.paid + r.failed + r.errors > 0) log.info("installments.sweep", r);
    return r;
  }) as JobHandler,
  [QUEUES.installmentCharge.name]: (async (data) => ({
    outcome: (await chargeInstallment(Number(data.installmentId))).outcome,
  })) as JobHandler,
  [QUEUES.installmentReminder.name]: (async (data) => ({
    sent: await sendInstallmentReminder(Number(data.installmentId), Number(data.daysBefore)),
  })) as JobHandler,
};
