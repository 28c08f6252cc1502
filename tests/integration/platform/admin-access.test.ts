import { beforeAll, describe, expect, it } from "vitest";
import { GET as bookingsGET } from "@/app/api/admin/bookings/route";
import { GET as commissionsGET } from "@/app/api/admin/commissions/route";
import { PUT as commissionPaidPUT } from "@/app/api/admin/commissions/[id]/paid/route";
import { GET as outboxGET } from "@/app/api/admin/email-outbox/route";
import { POST as emailTestPOST } from "@/app/api/admin/email-test/route";
import { POST as remindersPOST } from "@/app/api/admin/monthly-reports/send-reminders/route";
import { GET as reportStatusGET } from "@/app/api/admin/monthly-reports/status/route";
import { POST as markPaidPOST } from "@/app/api/admin/outfitter/mark-paid/route";
import { POST as pausePOST } from "@/app/api/admin/outfitter/pause/route";
import { POST as reminderPOST } from "@/app/api/admin/outfitter/send-reminder/route";
import { POST as unpausePOST } from "@/app/api/admin/outfitter/unpause/route";
import { PUT as oReviewApprovePUT } from "@/app/api/admin/outfitter-reviews/[id]/approve/route";
import { PUT as oReviewRejectPUT } from "@/app/api/admin/outfitter-reviews/[id]/reject/route";
import { GET as oReviewsPendingGET } from "@/app/api/admin/outfitter-reviews/pending/route";
import { GET as revenueGET } from "@/app/api/admin/revenue/route";
import { POST as mismatchPOST } from "@/app/api/admin/revenue/mark-mismatch/route";
import { POST as resetPOST } from "@/app/api/admin/revenue/reset/route";
import { PUT as reviewApprovePUT } from "@/app/api/admin/reviews/[id]/approve/route";
import { PUT as reviewRejectPUT } from "@/app/api/admin/reviews/[id]/reject/route";
import { GET as reviewsPendingGET } from "@/app/api/admin/reviews/pending/route";
import { POST as notifyPOST } from "@/app/api/admin/send-notification/route";
import { GET as usersGET } from "@/app/api/admin/users/route";
import { PUT as approvalPUT } from "@/app/api/admin/users/[id]/approval/route";
import { PUT as statusPUT } from "@/app/api/admin/users/[id]/status/route";
import { PUT as topTierPUT } from "@/app/api/admin/users/[id]/top-tier/route";
import { POST as gearPOST } from "@/app/api/outfitter-gear/route";
import { DELETE as gearDELETE, PUT as gearPUT } from "@/app/api/outfitter-gear/[id]/route";
import { createHunter, createOutfitter } from "@/seed/factories";
import { call } from "../../support/http";
import { roleFixtures } from "../../support/admin-fixtures";

type Handler = Parameters<typeof call>[0];
type Case = { name: string; handler: Handler; method: string; params?: Record<string, string>; body?: unknown; url?: string };

let fx: Awaited<ReturnType<typeof roleFixtures>>;
let target: { id: number };
let hunterTarget: { id: number };

beforeAll(async () => {
  fx = await roleFixtures();
  target = await createOutfitter({ isApproved: false });
  hunterTarget = await createHunter();
});

// Bodies valid enough that the admin's call is accepted (or fails only on its own rules, never 401/403).
const cases = (): Case[] => [
  { name: "GET users", handler: usersGET, method: "GET" },
  { name: "GET bookings", handler: bookingsGET, method: "GET" },
  { name: "GET commissions", handler: commissionsGET, method: "GET" },
  { name: "PUT commission paid", handler: commissionPaidPUT, method: "PUT", params: { id: "999999" } },
  { name: "PUT user status", handler: statusPUT, method: "PUT", params: { id: String(hunterTarget.id) }, body: { isActive: true } },
  { name: "PUT user approval", handler: approvalPUT, method: "PUT", params: { id: String(target.id) }, body: { isApproved: true } },
  { name: "PUT user top-tier", handler: topTierPUT, method: "PUT", params: { id: String(target.id) }, body: { isTopTier: false } },
  { name: "GET pending reviews", handler: reviewsPendingGET, method: "GET" },
  { name: "PUT review approve", handler: reviewApprovePUT, method: "PUT", params: { id: "999999" }, body: {} },
  { name: "PUT review reject", handler: reviewRejectPUT, method: "PUT", params: { id: "999999" }, body: { adminNotes: "Spam" } },
  { name: "GET pending outfitter reviews", handler: oReviewsPendingGET, method: "GET" },
  { name: "PUT outfitter review approve", handler: oReviewApprovePUT, method: "PUT", params: { id: "999999" }, body: {} },
  { name: "PUT outfitter review reject", handler: oReviewRejectPUT, method: "PUT", params: { id: "999999" }, body: { adminNotes: "Spam" } },
  { name: "POST send-notification", handler: notifyPOST, method: "POST", body: { subject: "Hi", message: "Hello", audience: "hunters" } },
  { name: "GET revenue", handler: revenueGET, method: "GET" },
  { name: "POST mark-mismatch", handler: mismatchPOST, method: "POST", body: { inquiryId: 999999 } },
  { name: "POST revenue reset", handler: resetPOST, method: "POST" },
  { name: "POST outfitter mark-paid", handler: markPaidPOST, method: "POST", body: { outfitterId: fx.outfitter.id } },
  { name: "POST outfitter pause", handler: pausePOST, method: "POST", body: { outfitterId: target.id } },
  { name: "POST outfitter unpause", handler: unpausePOST, method: "POST", body: { outfitterId: target.id } },
  { name: "POST outfitter send-reminder", handler: reminderPOST, method: "POST", body: { outfitterId: fx.outfitter.id } },
  { name: "GET monthly status", handler: reportStatusGET, method: "GET", url: "/api/admin/monthly-reports/status?month=3&year=2026" },
  { name: "POST monthly reminders", handler: remindersPOST, method: "POST", body: { month: 3, year: 2026, outfitterIds: [target.id] } },
  { name: "POST email-test", handler: emailTestPOST, method: "POST", body: { email: "someone@example.com" } },
  { name: "GET email-outbox", handler: outboxGET, method: "GET" },
  {
    name: "POST outfitter-gear",
    handler: gearPOST,
    method: "POST",
    body: { outfitterId: fx.outfitter.id, name: "Boots", amazonUrl: "https://www.amazon.com/dp/B01" },
  },
  { name: "PUT outfitter-gear", handler: gearPUT, method: "PUT", params: { id: "999999" }, body: { name: "Boots" } },
  { name: "DELETE outfitter-gear", handler: gearDELETE, method: "DELETE", params: { id: "999999" } },
];

describe("every admin endpoint is for the admin only", () => {
  it("answers 401 signed out, 403 to a hunter and to an outfitter, and lets the admin through", async () => {
    for (const c of cases()) {
      const base = { method: c.method, params: c.params, body: c.body, url: c.url };
      const anon = await call(c.handler, base);
      expect(anon.status, `${c.name} signed out`).toBe(401);
      expect(anon.json).toHaveProperty("message");
      expect((await call(c.handler, { ...base, token: fx.hunterToken })).status, `${c.name} as hunter`).toBe(403);
      expect((await call(c.handler, { ...base, token: fx.outfitterToken })).status, `${c.name} as outfitter`).toBe(403);
      const asAdmin = await call(c.handler, { ...base, token: fx.adminToken });
      expect([401, 403], `${c.name} as admin answered ${asAdmin.status}: ${JSON.stringify(asAdmin.json)}`).not.toContain(asAdmin.status);
      expect(asAdmin.status, `${c.name} as admin`).toBeLessThan(500);
    }
  });

  it("checks the role before reading the input: a hunter with a bad body still gets 403", async () => {
    const r = await call(notifyPOST, { body: { subject: "", message: "" }, token: fx.hunterToken });
    expect(r.status).toBe(403);
  });
});
