import "server-only";
import type { JobHandler } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { autoConfirmTagResult } from "./results";
import { remindUnreportedResults } from "./reminders";
import { sendDeadlineReminder } from "./deadline-reminders";
import { pickUpRollovers } from "./rollover-pickup";
import { expireDrawApplicationFees } from "./draw-fee-expiry";

/** The tag-draw jobs: each is safe to run twice (conditional updates under the booking's lock). */
export const TAG_JOB_HANDLERS = {
  [QUEUES.tagAutoConfirm.name]: (async (data) => ({ confirmed: await autoConfirmTagResult(Number(data.resultId)) })) as JobHandler,
  [QUEUES.tagResultReminder.name]: (async (data) => ({
    emails: (await remindUnreportedResults(Number(data.bookingId))).length,
  })) as JobHandler,
  [QUEUES.tagDeadlineReminder.name]: (async (data) => ({
    sent: await sendDeadlineReminder(Number(data.bookingId), String(data.daysBefore)),
  })) as JobHandler,
  [QUEUES.drawFeeExpiry.name]: (async () => ({ hunts: await expireDrawApplicationFees() })) as JobHandler,
  [QUEUES.tagRolloverPickup.name]: (async (data) => ({ moved: await pickUpRollovers(Number(data.huntId)) })) as JobHandler,
};
