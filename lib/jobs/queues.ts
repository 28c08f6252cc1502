/**
 * The job types: each is a pg-boss queue with its retry policy, and the scheduled ones a cron
 * schedule (UTC). Data only, so db/migrate.ts can create the queues without loading the jobs' code;
 * lib/jobs/handlers.ts maps each name to the function that runs it.
 */
export type QueueSpec = {
  name: string;
  /** What it does, for the admin's Jobs page. */
  description: string;
  /** A cron expression (minute granularity, UTC): one job per tick across every worker. */
  cron?: string;
  /** pg-boss queue policy: "standard", or "short" for keyed jobs (one waiting job per singleton key). */
  policy: "standard" | "short";
  /** Further tries after the first failure, waiting retryDelay seconds, doubled each time with retryBackoff. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A run still active after this long is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
};

/**
 * A job that has failed its last retry stays in its queue in pg-boss's terminal "failed" state
 * (kept 7 days): the dead-letter list of the admin's Jobs page, where it can be retried or discarded.
 */
const keyed = (name: string, description: string): QueueSpec => ({
  name,
  description,
  policy: "short",
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/** Tag draws (lib/tags/jobs.ts), each keyed by its subject. */
const TAG_QUEUES = {
  tagAutoConfirm: keyed(
    "tags.auto-confirm",
    "Confirms a hunter's reported draw result the outfitter left unanswered for 7 days (keyed by the result).",
  ),
  tagResultReminder: keyed(
    "tags.result-reminder",
    "14 days after a draw's results date: reminds both sides of each hunter whose result is not reported (keyed by the booking).",
  ),
  tagDeadlineReminder: keyed(
    "tags.deadline-reminder",
    "14, 3 and 1 days before a draw's application deadline: reminds a hunter who has not marked it applied (keyed by booking and day).",
  ),
  tagRolloverPickup: keyed(
    "tags.rollover-pickup",
    "After a hunt edit: moves failed-draw places waiting for a departure of that hunt onto one with room (keyed by the hunt).",
  ),
};

export const DEAD_KEPT_SECONDS = 7 * 24 * 3600;

const scheduled = (name: string, cron: string, description: string, expireInSeconds = 15 * 60): QueueSpec => ({
  name,
  cron,
  description,
  policy: "standard",
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds,
});

/** The balance Ridgeline collects (lib/money/installments): the charge and its reminders keyed by the installment, a sweep as the net. */
const INSTALLMENT_QUEUES = {
  installmentSweep: scheduled(
    "installments.sweep",
    "*/15 * * * *",
    "Charges balances whose due date or retry has come, asks outfitters about balances still unpaid 72 h after a failure, and recovers lost attempts.",
    5 * 60,
  ),
  installmentCharge: keyed(
    "installments.charge",
    "Charges one booking's balance off-session with the saved card, once per attempt (keyed by installment and attempt).",
  ),
  installmentReminder: keyed(
    "installments.reminder",
    "7 days and 1 day before a balance is charged: reminds the hunter (keyed by installment and day).",
  ),
};

export const QUEUES = {
  reservationSweep: scheduled(
    "bookings.reservation-sweep",
    "* * * * *",
    "Gives back the spots of unpaid booking reservations past their 30 minutes.",
    5 * 60,
  ),
  answerExpiry: scheduled(
    "bookings.answer-expiry",
    "*/5 * * * *",
    "Releases the card hold of paid booking requests the outfitter did not answer within 5 days (the net under each booking's own deadline job).",
  ),
  pendingSettle: scheduled(
    "commission.pending-settle",
    "*/10 * * * *",
    "Asks PayPal again about commission captures it reported PENDING and records the completed ones.",
  ),
  reportPrompts: scheduled(
    "reports.prompts",
    "*/15 * * * *",
    "Sends the month's booking-report questionnaire to approved outfitters not yet asked.",
  ),
  departureRollover: scheduled(
    "departures.rollover",
    "*/10 * * * *",
    "Takes departures whose start day has come off sale and expires their hunts' pages.",
  ),
  housekeeping: scheduled(
    "housekeeping.prune",
    "7 * * * *",
    "Prunes expired rate-limit counters, spent password-reset links and expired sessions and tokens.",
  ),
  emailSweep: scheduled(
    "email.sweep",
    "*/10 * * * *",
    "Catches up e-mails due for an attempt that have no delivery job (e.g. written before the job engine).",
  ),
  credentialExpiry: scheduled(
    "credentials.expiry",
    "20 * * * *",
    "Reminds outfitters 30 and 7 days before a verified licence or insurance expires, and ends its verification on its expiry day.",
  ),
  outcomeFigures: scheduled(
    "outcomes.refresh",
    "40 3 * * *",
    "Recomputes the verified harvest and shot-opportunity figures of every hunt and outfitter as the 3-season window moves.",
  ),
  reliabilityFigures: scheduled(
    "reliability.refresh",
    "50 * * * *",
    "Recomputes outfitters' response rate, median response time and cancellation share as the 90-day and 12-month windows move.",
  ),
  savedSearchInstant: scheduled(
    "saved-searches.instant",
    "*/5 * * * *",
    "Alerts hunters whose instant saved searches match hunts or departures added in the last minutes.",
  ),
  savedSearchDigest: scheduled(
    "saved-searches.digest",
    "0 14 * * *",
    "Sends the daily saved-search alerts, the weekly ones whose week has passed, and the price-drop alerts of followed outfitters' hunts.",
  ),
  waitlistSweep: scheduled(
    "waitlists.sweep",
    "* * * * *",
    "Offers freed departure spots to the waitlist and passes on offers past their 24 hours (the net under the keyed jobs).",
    5 * 60,
  ),
  partySharesSweep: scheduled(
    "party.shares-sweep",
    "*/5 * * * *",
    "Party shares: gives an invitation unpaid after 72 hours back to the lead, frees a lapsed share the lead left 48 hours, and ends a party whose lead never paid.",
  ),
  privacyRetention: scheduled(
    "privacy.retention",
    "30 4 * * *",
    "Keeps the privacy policy's promises: deletes messages, notifications, sent e-mails and contact messages older than 3 years and strips bookings older than 7 to what accounting needs.",
  ),
  drawFeeExpiry: scheduled(
    "tags.draw-fee-expiry",
    "25 * * * *",
    "Takes a draw's application fee out of its hunt's 'from $X all-in' once the results date has passed (in the hunt's time zone), and expires its cached pages.",
  ),
  dataExport: keyed(
    "privacy.export",
    "Builds one user's 'Download my data' file and e-mails its link, valid 24 hours (keyed by the export).",
  ),
  waitlistOffer: {
    name: "waitlists.offer",
    description: "Offers one departure's freed spots to its waitlist, first come first served (keyed by the departure).",
    policy: "short",
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  },
  waitlistOfferExpiry: {
    name: "waitlists.offer-expiry",
    description: "At one waitlist offer's 24 h deadline: gives its spots back and offers them to the next in line (keyed by the entry).",
    policy: "short",
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  },
  answerDeadline: {
    name: "bookings.answer-deadline",
    description: "At one booking's answer deadline: releases its card hold if the outfitter has not answered (keyed by the booking).",
    policy: "short",
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 5 * 60,
  },
  emailDeliver: {
    name: "email.deliver",
    description: "One delivery attempt of one outbox e-mail (keyed by the outbox row, same idempotency key every attempt).",
    policy: "short",
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 3 * 60,
  },
  ...TAG_QUEUES,
  ...INSTALLMENT_QUEUES,
} satisfies Record<string, QueueSpec>;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES]["name"];

export const QUEUE_LIST: QueueSpec[] = Object.values(QUEUES);
