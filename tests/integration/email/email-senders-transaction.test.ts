import { reportPeriod } from "@/lib/reports/period";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/db";
import {
  bookingClaims,
  contactMessages,
  emailOutbox,
  messages,
  notifications,
  outfitterBalances,
  passwordResetTokens,
  reportPrompts,
  users,
} from "@/db/schema";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { pauseOutfitter } from "@/lib/money/commission/outfitter-standing";
import { sendBroadcast } from "@/lib/notifications/broadcast";
import { sendReportReminders } from "@/lib/reports/monthly-status";
import { setOutfitterApproval } from "@/lib/users/management";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { sendResetLink } from "@/lib/auth/reset-link";
import { registerSchema } from "@/lib/auth/schema";
import { register } from "@/lib/auth/service";
import { expireUnansweredBooking } from "@/lib/bookings/answer-expiry";
import { respondToClaim } from "@/lib/claims/outfitter";
import { claimSchema } from "@/lib/claims/schema";
import { submitClaim } from "@/lib/claims/submit";
import { resetConfigForTests } from "@/lib/config";
import { contactSchema } from "@/lib/contact/schema";
import { submitContactMessage } from "@/lib/contact/service";
import { deliverDueEmails, idempotencyKeyFor } from "@/lib/email/delivery";
import { addToBalance } from "@/lib/money/commission/ledger";
import { captureLogsForTests } from "@/lib/log";
import { sendMessage } from "@/lib/messages/service";
import { sendMonthlyReportPrompts } from "@/lib/reports/prompts";
import { toPublicUser } from "@/lib/users/public-user";
import { POST as capturePOST } from "@/app/api/capture-paypal-payment/route";
import { POST as createPaypalPOST } from "@/app/api/create-paypal-payment/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { book, bookAndPay, bookingRow, bookingWorld, payBooking } from "../../support/bookings";
import { insertClaim } from "../../support/claims";
import { startFakePaypal } from "../../support/fake-paypal";
import { call } from "../../support/http";

/**
 * Issue 22, "No lost e-mail", for every sender: the e-mail is written to the outbox in the
 * transaction of the change that causes it. A change that fails after its e-mail was written
 * leaves neither (and the provider never hears of it); once it commits, each of its e-mails is
 * delivered once: attempted right after the commit, and not again by the worker.
 */
// Writes the outbox row for real, then fails: the step after it in the sender's transaction.
const failing = vi.hoisted(() => ({ on: false }));
vi.mock("@/lib/email", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/email")>();
  const fail = () => {
    throw new Error("the change failed after its e-mail was written");
  };
  return {
    ...real,
    enqueueEmail: async (...args: Parameters<typeof real.enqueueEmail>) => {
      const id = await real.enqueueEmail(...args);
      return failing.on ? fail() : id;
    },
    enqueueEmails: async (...args: Parameters<typeof real.enqueueEmails>) => {
      const ids = await real.enqueueEmails(...args);
      return failing.on ? fail() : ids;
    },
  };
});

let resend: Server;
let keys: string[] = [];
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  resend = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      keys.push(String(req.headers["idempotency-key"]));
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: `re_${keys.length}` }));
    });
  });
  await new Promise<void>((resolve) => resend.listen(0, "127.0.0.1", resolve));
  paypal = await startFakePaypal();
  process.env.RESEND_API_KEY = "re_test_key_senders";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(resend.address() as AddressInfo).port}`;
  process.env.PAYPAL_CLIENT_ID = "client-id";
  process.env.PAYPAL_CLIENT_SECRET = "client-secret";
  process.env.PAYPAL_API_BASE = paypal.base;
  resetConfigForTests();
});
afterAll(async () => {
  for (const k of ["RESEND_API_KEY", "RESEND_BASE_URL", "PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_API_BASE"])
    delete process.env[k];
  resetConfigForTests();
  await paypal.close();
  await new Promise((resolve) => resend.close(resolve));
});
beforeEach(() => {
  failing.on = false;
  keys = [];
});

const admin = async () => toPublicUser(await createAdmin());
const outboxFor = (to: string, templates: string[]) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, to), inArray(emailOutbox.template, templates)));
const thisMonth = () => {
  const { month, year } = reportPeriod(new Date());
  return { month, year };
};

type Case = {
  /** Creates what the change needs; answers how to make it, whether it happened, and whom it e-mails. */
  setup: () => Promise<{
    change: () => Promise<unknown>;
    /** The same change made again after the failed attempt (a retry, a replayed webhook). */
    retry?: () => Promise<unknown>;
    /** The sender logs its failure instead of throwing (work done after the answer). */
    swallowed?: boolean;
    happened: () => Promise<boolean>;
    mails: { to: string; templates: string[] }[];
  }>;
};

const cases: Record<string, Case> = {
  "a booking paid (confirmation and receipt to the hunter, the request to the outfitter)": {
    setup: async () => {
      const w = await bookingWorld();
      const b = await book(w.hunterToken, w.hunt.id);
      const id = b.json.id;
      return {
        change: () => payBooking(w.hunterToken, id),
        // The card step succeeded at the provider; the confirm fast path applies it again.
        retry: async () => {
          const r = await call(confirmPOST, {
            token: w.hunterToken,
            body: { bookingId: id, paymentIntentId: (await bookingRow(id)).paymentIntentId },
          });
          if (r.status !== 200) throw new Error(`confirm: ${r.status} ${JSON.stringify(r.json)}`);
        },
        happened: async () => (await bookingRow(id)).paymentStatus === "authorized",
        mails: [
          { to: w.hunter.email, templates: ["booking-confirmation", "payment-confirmation"] },
          { to: w.outfitter.email, templates: ["booking-new"] },
        ],
      };
    },
  },
  "a booking expired unanswered (both sides told)": {
    setup: async () => {
      const w = await bookingWorld();
      const { bookingId } = await bookAndPay(w.hunterToken, w.hunt.id);
      const later = new Date(Date.now() + 60 * 24 * 3600_000);
      return {
        change: () => expireUnansweredBooking(bookingId, later),
        happened: async () => (await bookingRow(bookingId)).status === "cancelled",
        mails: [
          { to: w.hunter.email, templates: ["booking-expired"] },
          { to: w.outfitter.email, templates: ["booking-expired-outfitter"] },
        ],
      };
    },
  },
  "a booking claim submitted (the outfitter told)": {
    setup: async () => {
      const hunter = await createHunter();
      const outfitter = await createOutfitter();
      const input = { outfitterId: outfitter.id, huntPrice: "3200.00", huntDescription: "Mule deer, October" };
      return {
        change: () => submitClaim(toPublicUser(hunter), claimSchema.parse(input)),
        happened: async () => (await db.select().from(bookingClaims).where(eq(bookingClaims.hunterId, hunter.id))).length === 1,
        mails: [{ to: outfitter.email, templates: ["booking-claim"] }],
      };
    },
  },
  "a booking claim answered (the hunter told)": {
    setup: async () => {
      const hunter = await createHunter();
      const outfitter = await createOutfitter();
      const claim = await insertClaim({ hunterId: hunter.id, outfitterId: outfitter.id });
      return {
        change: () => respondToClaim(toPublicUser(outfitter), claim.id, true),
        happened: async () => (await db.select().from(bookingClaims).where(eq(bookingClaims.id, claim.id)))[0]!.status === "accepted",
        mails: [{ to: hunter.email, templates: ["claim-accepted"] }],
      };
    },
  },
  "an outfitter approved": {
    setup: async () => {
      const a = await admin();
      const o = await createOutfitter({ isApproved: false });
      return {
        change: () => setOutfitterApproval(a, o.id, { isApproved: true }),
        happened: async () => (await db.select().from(users).where(eq(users.id, o.id)))[0]!.isApproved,
        mails: [{ to: o.email, templates: ["outfitter-approved"] }],
      };
    },
  },
  "an outfitter paused": {
    setup: async () => {
      const a = await admin();
      const o = await createOutfitter();
      return {
        change: () => pauseOutfitter(a, { outfitterId: o.id }),
        happened: async () => !(await db.select().from(users).where(eq(users.id, o.id)))[0]!.isActive,
        mails: [{ to: o.email, templates: ["outfitter-paused"] }],
      };
    },
  },
  "an admin broadcast (every recipient's notification and e-mail)": {
    setup: async () => {
      const a = await admin();
      const o = await createOutfitter();
      const subject = `Season opening ${o.id}`;
      return {
        change: () => sendBroadcast(a, { subject, message: "Camps open on the 1st.", audience: "outfitters" }),
        happened: async () =>
          (
            await db
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, o.id), eq(notifications.title, subject)))
          ).length === 1,
        mails: [{ to: o.email, templates: ["admin-broadcast"] }],
      };
    },
  },
  "a monthly report reminder": {
    setup: async () => {
      const a = await admin();
      const o = await createOutfitter();
      return {
        change: () => sendReportReminders(a, { ...thisMonth(), outfitterIds: [o.id] }),
        happened: async () =>
          (
            await db
              .select()
              .from(notifications)
              .where(and(eq(notifications.userId, o.id), eq(notifications.title, "Monthly Report Reminder")))
          ).length === 1,
        mails: [{ to: o.email, templates: ["monthly-report-reminder"] }],
      };
    },
  },
  "the monthly report prompt": {
    setup: async () => {
      const o = await createOutfitter();
      return {
        change: () => sendMonthlyReportPrompts(),
        happened: async () => (await db.select().from(reportPrompts).where(eq(reportPrompts.outfitterId, o.id))).length === 1,
        mails: [{ to: o.email, templates: ["monthly-report-prompt"] }],
      };
    },
  },
  "a contact form message (to support)": {
    setup: async () => {
      const subject = `Lodge question ${Date.now()}`;
      const stored = () => db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
      return {
        change: () =>
          submitContactMessage(
            contactSchema.parse({ name: "Rae", email: "rae@example.com", subject, message: "Is the lodge open in May?" }),
          ),
        happened: async () => (await stored()).length === 1,
        mails: [{ to: "support@ridgeline.test", templates: ["contact-message"] }],
      };
    },
  },
  "a message (the receiver's notice; the 15-minute slot is not used up by the failure)": {
    setup: async () => {
      const hunter = await createHunter();
      const outfitter = await createOutfitter();
      return {
        change: () => sendMessage(toPublicUser(hunter), { receiverId: outfitter.id, content: "Is the lodge open in May?" }),
        happened: async () => (await db.select().from(messages).where(eq(messages.senderId, hunter.id))).length === 1,
        mails: [{ to: outfitter.email, templates: ["new-message"] }],
      };
    },
  },
  "a registration (the welcome)": {
    setup: async () => {
      const email = `welcome-${Date.now()}@example.com`;
      return {
        change: () =>
          register(registerSchema.parse({ email, password: "password123", firstName: "Wes", lastName: "Lane" }), "203.0.113.10"),
        happened: async () => (await db.select().from(users).where(eq(users.email, email))).length === 1,
        mails: [{ to: email, templates: ["welcome"] }],
      };
    },
  },
  "a password reset link (no link stored without its e-mail)": {
    setup: async () => {
      const u = await createHunter();
      return {
        // It runs after the answer and logs a failure instead of throwing.
        swallowed: true,
        change: () => sendResetLink(u.email, "203.0.113.11"),
        happened: async () => (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id))).length === 1,
        mails: [{ to: u.email, templates: ["password-reset"] }],
      };
    },
  },
  "a commission payment captured (the receipt)": {
    setup: async () => {
      const o = await createOutfitter();
      await addToBalance(db, o.id, 12346);
      const token = await issueApiToken(o.id);
      const created = await call<Record<string, string>>(createPaypalPOST, {
        method: "POST",
        token,
        body: { amount: "123.46", description: "Commission" },
      });
      const capture = async () => {
        const r = await call(capturePOST, { method: "POST", token, body: { orderId: created.json.orderId } });
        if (r.status !== 200) throw new Error(`capture: ${r.status} ${JSON.stringify(r.json)}`);
      };
      return {
        change: capture,
        happened: async () =>
          (await db.select().from(outfitterBalances).where(eq(outfitterBalances.outfitterId, o.id)))[0]?.paidToDateCents === 12346,
        mails: [{ to: o.email, templates: ["commission-payment"] }],
      };
    },
  },
};

describe("every sender writes its e-mail with its change", () => {
  it.each(Object.entries(cases))("%s", async (_name, c) => {
    const s = await c.setup();
    keys = []; // what the setup itself e-mailed (a booking paid before it expires)
    const logs = captureLogsForTests();
    failing.on = true;
    try {
      if (s.swallowed) await s.change();
      else await expect(s.change()).rejects.toThrow();
    } finally {
      failing.on = false;
      logs.restore();
    }
    expect(await s.happened(), "the failed change left nothing").toBe(false);
    for (const m of s.mails) expect(await outboxFor(m.to, m.templates), `no e-mail to ${m.to}`).toEqual([]);
    expect(keys, "the provider heard of nothing").toEqual([]);

    await (s.retry ?? s.change)();
    expect(await s.happened()).toBe(true);
    const sent = [];
    for (const m of s.mails) {
      const rows = await outboxFor(m.to, m.templates);
      expect(rows.map((r) => r.template).sort(), `e-mails to ${m.to}`).toEqual([...m.templates].sort());
      sent.push(...rows);
    }
    // Attempted once right after the commit; the worker, much later, sends none of them again.
    await deliverDueEmails(new Date(Date.now() + 24 * 3600_000));
    for (const row of sent) {
      const [now] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
      expect(now, row.template).toMatchObject({ status: "sent", attempts: 1 });
      expect(
        keys.filter((k) => k === idempotencyKeyFor(row.id)),
        row.template,
      ).toHaveLength(1);
    }
  });
});
