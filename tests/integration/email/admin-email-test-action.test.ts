import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { adminActions, emailOutbox } from "@/db/schema";
import { createAdmin, createHunter } from "@/seed/factories";
import { IDLE } from "@/lib/actions/state";
import { sendTestEmailAction } from "@/lib/email/admin-actions";
import { EMAIL_REQUIRED } from "@/lib/email/diagnostics-schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** Send Test Email on /email-test and /email-debug goes through its server action, twin of POST /api/admin/email-test. */
describe("sendTestEmailAction", () => {
  const to = (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

  it("sends the admin's test e-mail through the outbox and records who sent it", async () => {
    const admin = await createAdmin();
    callAs(await issueApiToken(admin.id));
    const state = await sendTestEmailAction(IDLE, { email: "  action-test@example.com ", subject: "", message: "Hello from the action." });
    expect(state).toMatchObject({ ok: true, data: { message: expect.stringContaining("action-test@example.com") } });
    const [mail] = await to("action-test@example.com");
    expect(mail).toMatchObject({ subject: "Ridgeline test e-mail", template: "test" });
    const logged = await db.select().from(adminActions).where(eq(adminActions.adminId, admin.id));
    expect(logged).toHaveLength(1);
  });

  it("answers a missing or malformed address beside its field and sends nothing", async () => {
    callAs(await issueApiToken((await createAdmin()).id));
    const blank = await sendTestEmailAction(IDLE, { email: "" });
    expect(blank).toMatchObject({ ok: false, status: 400 });
    expect(blank.fieldErrors?.email?.[0]).toBe(EMAIL_REQUIRED);
    const malformed = await sendTestEmailAction(IDLE, { email: "not-an-address" });
    expect(malformed).toMatchObject({ ok: false, status: 400, fieldErrors: { email: ["Please enter a valid email address"] } });
    expect(await to("not-an-address")).toHaveLength(0);
  });

  it("refuses a hunter at the door, and nothing is written", async () => {
    callAs(await issueApiToken((await createHunter()).id));
    expect(await sendTestEmailAction(IDLE, { email: "hunter-try@example.com" })).toMatchObject({ ok: false, status: 403 });
    expect(await to("hunter-try@example.com")).toHaveLength(0);
  });
});
