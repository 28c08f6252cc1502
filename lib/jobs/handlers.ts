import "server-only";
import { expireUnansweredBooking, expireUnansweredBookings } from "@/lib/bookings/answer-expiry";
import { sweepExpiredReservations } from "@/lib/bookings/reservations";
import { sweepCredentialExpiry } from "@/lib/credentials/expiry";
import { refreshAllOutcomeFigures } from "@/lib/outcomes/figures";
import { refreshAllReliability } from "@/lib/reliability/figures";
import { settlePendingCardPayments } from "@/lib/money/commission/pending-settler";
import { rollOverDepartures } from "@/lib/departures/rollover";
import { deliverDueEmails, deliverOutboxEmail } from "@/lib/email/delivery";
import { log } from "@/lib/log";
import { sendMonthlyReportPrompts } from "@/lib/reports/prompts";
import { runSavedSearchAlerts } from "@/lib/saved-searches/run";
import { runPriceDropAlerts } from "@/lib/price-drops/run";
import { expireOffer, offerAllFreedSpots, offerFreedSpots } from "@/lib/waitlists/offers";
import type { JobHandler } from "./engine";
import { runHousekeeping } from "./housekeeping";
import { QUEUES, type QueueName } from "./queues";
import { TAG_JOB_HANDLERS } from "@/lib/tags/jobs";
import { INSTALLMENT_JOB_HANDLERS } from "@/lib/money/installments/jobs";
import { runPartySharesSweep } from "@/lib/party/expiry";
import { testAsOf } from "./test-as-of";
import { buildDataExport } from "@/lib/privacy/export";
import { runRetention } from "@/lib/privacy/retention";

/**
 * What each job type runs. A handler that throws fails its job (retried with its queue's backoff,
 * then dead); one that returns completes it, its answer kept as the job's output. Every handler is
 * safe when two workers run it at once (conditional updates, row locks, unique keys).
 */
export const JOB_HANDLERS: Record<QueueName, JobHandler> = {
  [QUEUES.reservationSweep.name]: async () => {
    const released = await sweepExpiredReservations();
    const spots = released.reduce((n, r) => n + r.released, 0);
    if (spots > 0) log.info("bookings.reservations.released", { spots, huntIds: released.map((r) => r.huntId) });
    return { released };
  },
  [QUEUES.answerExpiry.name]: async () => {
    const ended = await expireUnansweredBookings();
    if (ended.length) log.info("bookings.answer_expiry", { bookingIds: ended.map((b) => b.id) });
    return { bookingIds: ended.map((b) => b.id) };
  },
  // A provider failure throws: the job is retried with backoff (the booking stays held meanwhile).
  [QUEUES.answerDeadline.name]: async (data) => ({ expired: (await expireUnansweredBooking(Number(data.bookingId))) !== null }),
  [QUEUES.pendingSettle.name]: async () => {
    const r = await settlePendingCardPayments();
    if (r.recorded || r.failed) log.info("commission.pending_settled", r);
    return r;
  },
  [QUEUES.reportPrompts.name]: async () => {
    const r = await sendMonthlyReportPrompts();
    if (r.sent) log.info("reports.prompts_sent", r);
    return r;
  },
  [QUEUES.departureRollover.name]: async () => {
    const changed = await rollOverDepartures();
    if (changed.length) log.info("departures.rollover", { hunts: changed.length });
    return { hunts: changed.length };
  },
  [QUEUES.housekeeping.name]: async () => {
    const pruned = await runHousekeeping();
    if (pruned.rateLimits + pruned.resetTokens + pruned.apiTokens + pruned.priceDrops + pruned.dataExports > 0)
      log.info("housekeeping.pruned", pruned);
    return pruned;
  },
  [QUEUES.emailSweep.name]: async () => {
    const r = await deliverDueEmails();
    if (r.sent + r.retrying + r.failed > 0) log.info("email.retries", r);
    return r;
  },
  [QUEUES.credentialExpiry.name]: async () => {
    const r = await sweepCredentialExpiry();
    if (r.expired.length + r.reminded30.length + r.reminded7.length) log.info("credentials.expiry", r);
    return r;
  },
  [QUEUES.outcomeFigures.name]: async () => refreshAllOutcomeFigures(),
  [QUEUES.reliabilityFigures.name]: async () => refreshAllReliability(),
  [QUEUES.savedSearchInstant.name]: async () => logAlertRun(await runSavedSearchAlerts("instant")),
  [QUEUES.savedSearchDigest.name]: async () => ({
    searches: logAlertRun(await runSavedSearchAlerts("digest")),
    priceDrops: logAlertRun(await runPriceDropAlerts()),
  }),
  [QUEUES.waitlistSweep.name]: async () => ({ offered: await offerAllFreedSpots() }),
  [QUEUES.waitlistOffer.name]: async (data) => ({ offered: (await offerFreedSpots(Number(data.departureId))).length }),
  [QUEUES.waitlistOfferExpiry.name]: async (data) => ({ expired: await expireOffer(Number(data.entryId)) }),
  [QUEUES.privacyRetention.name]: async () => {
    const r = await runRetention();
    if (r.messages + r.notifications + r.emails + r.contactMessages + r.bookings > 0) log.info("privacy.retention", r);
    return r;
  },
  [QUEUES.dataExport.name]: async (data) => ({ built: await buildDataExport(Number(data.exportId)) }),
  [QUEUES.emailDeliver.name]: async (data) => ({ outcome: await deliverOutboxEmail(Number(data.outboxId)) }),
  // The browser tests' hook may run it as of a later moment (`asOf`), only with E2E_TEST_HOOKS=1.
  [QUEUES.partySharesSweep.name]: async (data) => runPartySharesSweep(testAsOf(data)),
  ...TAG_JOB_HANDLERS,
  ...INSTALLMENT_JOB_HANDLERS,
};

function logAlertRun<T extends { sent: number }>(r: T): T {
  if (r.sent) log.info("saved_searches.alerted", r);
  return r;
}

/** Runs one job type's handler in this process, as a worker would (tests, scripts). */
export function runJobNow(name: QueueName, data: Record<string, unknown> = {}) {
  return JOB_HANDLERS[name](data, { id: "inline", name });
}
