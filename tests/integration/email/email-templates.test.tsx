import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { adminActions, emailOutbox } from "@/db/schema";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { IDLE } from "@/lib/actions/state";
import { sendTemplateTestAction } from "@/lib/email/admin-actions";
import { listEmailPreviews, TEMPLATE_NOT_FOUND } from "@/lib/email/template-previews";
import { EMAIL_REQUIRED } from "@/lib/email/diagnostics-schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { renderEmail } from "@/lib/email";
import { EMAIL_TEMPLATES } from "@/lib/email/templates";
import { paymentConfirmation } from "@/lib/email/templates";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The text of HTML as a reader sees it (the few entities React writes). */
const decode = (html: string) =>
  html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<!-- -->/g, "") ?? "");

/** Issue 22: one React Email template per e-mail, listed in a registry that /email-test renders. */
describe("e-mail template registry", () => {
  it("lists every e-mail the product sends, once each", () => {
    const names = EMAIL_TEMPLATES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    // The issue's list, under the names the outbox records.
    for (const name of [
      "welcome",
      "outfitter-application",
      "registration-attempt",
      "password-reset",
      "booking-confirmation",
      "payment-confirmation",
      "booking-new",
      "booking-accepted",
      "booking-denied",
      "booking-cancelled",
      "booking-cancelled-outfitter",
      "booking-completed",
      "booking-payment-refunded",
      "booking-expired",
      "booking-expired-outfitter",
      "new-message",
      "booking-claim",
      "claim-accepted",
      "claim-denied",
      "review-approved",
      "review-rejected",
      "commission-payment",
      "commission-payment-reminder",
      "monthly-report-prompt",
      "monthly-report-reminder",
      "outfitter-approved",
      "outfitter-approval-withdrawn",
      "outfitter-application-rejected",
      "outfitter-paused",
      "outfitter-reactivated",
      "admin-broadcast",
      "contact-message",
      "test",
    ])
      expect(names, name).toContain(name);
  });

  it.each(EMAIL_TEMPLATES.map((t) => [t.name, t] as const))(
    "%s renders HTML and text with its heading, header, footer and call to action",
    async (_name, t) => {
      const mail = t.sample();
      expect(mail.template).toBe(t.name);
      expect(mail.subject.trim()).not.toBe("");
      const { html, text } = await renderEmail(mail);
      expect(html).toMatch(/^<!DOCTYPE html/);
      expect(decode(html)).toContain(`href="${t.actionUrl}"`);
      // The text version writes a mailto link as the bare address, as mail clients do.
      expect(text).toContain(t.actionUrl.replace(/^mailto:/, ""));
      expect(h1Of(html)).toBe(t.heading);
      expect(text.toUpperCase()).toContain(t.heading.toUpperCase());
      expect(text).toContain("RIDGELINE");
      expect(text).toContain("Ridgeline — premium guided hunting experiences");
      for (const bad of ["undefined", "NaN", "[object Object]"]) {
        expect(html, bad).not.toContain(bad);
        expect(text, bad).not.toContain(bad);
      }
    },
  );

  it("a receipt itemises hunt, dates, hunters, deposit, balance due and total with the shared formatters", async () => {
    const { text } = await renderEmail(
      paymentConfirmation.build({
        bookingId: 7,
        receipt: {
          huntTitle: "Idaho Bear",
          startDate: "2027-09-28",
          endDate: "2027-10-04",
          hunters: 3,
          depositCents: 225_050,
          totalCents: 900_200,
        },
        held: false,
        deposit: true,
        bookingsUrl: "https://x.example/hunter-dashboard",
      }),
    );
    for (const line of [
      "Hunt: Idaho Bear",
      "Dates: Sep 28 – Oct 4, 2027",
      "Hunters: 3",
      "Deposit: $2,250.50",
      "Balance due to the outfitter: $6,751.50",
      "Total: $9,002.00",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("the previews /email-test shows are the admin's alone", async () => {
    const admin = await createAdmin();
    const previews = await listEmailPreviews({ ...admin, role: "admin" } as never);
    expect(previews.map((p) => p.name)).toEqual(EMAIL_TEMPLATES.map((t) => t.name));
    expect(previews.every((p) => p.html.length > 500 && p.text.length > 50)).toBe(true);
    const hunter = await createHunter();
    await expect(listEmailPreviews({ ...hunter, role: "hunter" } as never)).rejects.toMatchObject({ status: 403 });
    await expect(listEmailPreviews(null)).rejects.toMatchObject({ status: 401 });
  });
});

describe("sendTemplateTestAction (Send on /email-test)", () => {
  it("sends the template's sample through the outbox, marked as a test, and logs who sent it", async () => {
    const admin = await createAdmin();
    callAs(await issueApiToken(admin.id));
    const r = await sendTemplateTestAction(IDLE, { email: " probe-template@example.com ", template: "payment-confirmation" });
    expect(r).toMatchObject({ ok: true, data: { status: "queued", provider: "outbox", template: "payment-confirmation" } });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, "probe-template@example.com"));
    expect(row).toMatchObject({
      template: "payment-confirmation",
      subject: "[Test] Payment received: $3,250.00",
      status: "queued",
      meta: { test: true, adminId: admin.id },
    });
    expect(row!.text).toContain("Total: $13,000.00");
    const logged = await db.select().from(adminActions).where(eq(adminActions.adminId, admin.id));
    expect(logged.map((l) => l.details)).toContainEqual(
      expect.objectContaining({ email: "probe-template@example.com", template: "payment-confirmation" }),
    );
  });

  it("refuses anyone but an admin, a blank address and an unknown template, and sends nothing then", async () => {
    const before = (await db.select().from(emailOutbox)).length;
    callAs(await issueApiToken((await createHunter()).id));
    expect(await sendTemplateTestAction(IDLE, { email: "x@example.com", template: "welcome" })).toMatchObject({ ok: false, status: 403 });
    callAs(await issueApiToken((await createOutfitter()).id));
    expect(await sendTemplateTestAction(IDLE, { email: "x@example.com", template: "welcome" })).toMatchObject({ ok: false, status: 403 });
    callAs();
    expect(await sendTemplateTestAction(IDLE, { email: "x@example.com", template: "welcome" })).toMatchObject({ ok: false, status: 401 });
    callAs(await issueApiToken((await createAdmin()).id));
    expect(await sendTemplateTestAction(IDLE, { email: "  ", template: "welcome" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { email: expect.arrayContaining([EMAIL_REQUIRED]) },
    });
    expect(await sendTemplateTestAction(IDLE, { email: "x@example.com", template: "no-such-mail" })).toMatchObject({
      ok: false,
      status: 404,
      message: TEMPLATE_NOT_FOUND,
    });
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });
});
