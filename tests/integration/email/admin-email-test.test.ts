import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as outboxGET } from "@/app/api/admin/email-outbox/route";
import { POST as emailTestPOST } from "@/app/api/admin/email-test/route";
import { db } from "@/db";
import { adminActions, emailOutbox } from "@/db/schema";
import { EMAIL_REQUIRED } from "@/lib/email/diagnostics-schema";
import { POST as forgotPOST } from "@/app/api/auth/forgot-password/route";
import { createHunter } from "@/seed/factories";
import { call } from "../../support/http";
import { emailsTo, latestResetToken } from "../../support/outbox";
import { roleFixtures } from "../../support/admin-fixtures";

type Outbox = {
  provider: string;
  embedded: boolean;
  messages: Array<{ id: number; toEmail: string; subject: string; status: string; template: string }>;
};

/** The /email-test and /email-debug pages (issue 8 "Internal pages"): send a test e-mail, read the outbox. */
describe("admin e-mail test", () => {
  it("refuses a blank, missing or malformed address with its message and sends nothing", async () => {
    const { adminToken } = await roleFixtures();
    const before = (await db.select().from(emailOutbox)).length;
    for (const [body, message] of [
      [{}, EMAIL_REQUIRED],
      [{ email: "" }, EMAIL_REQUIRED],
      [{ email: "   " }, EMAIL_REQUIRED],
      [{ email: null }, EMAIL_REQUIRED],
      [{ email: "not-an-address" }, "Please enter a valid email address"],
    ] as const) {
      const r = await call(emailTestPOST, { token: adminToken, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toMatchObject({ message });
    }
    expect((await call(emailTestPOST, { token: adminToken, rawBody: "{nope" })).status).toBe(400);
    expect((await db.select().from(emailOutbox)).length).toBe(before);
  });

  it("sends through the configured provider (the outbox here), records who sent it, and the outbox shows it with its status", async () => {
    const { admin, adminToken } = await roleFixtures();
    const r = await call<{ id: number; status: string; provider: string; message: string }>(emailTestPOST, {
      token: adminToken,
      body: { email: "  probe@example.com ", message: "Checking delivery." },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      status: "queued",
      provider: "outbox",
      message: "Stored in the outbox for probe@example.com (no e-mail provider is configured).",
    });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, r.json.id));
    expect(row).toMatchObject({ toEmail: "probe@example.com", subject: "Ridgeline test e-mail", template: "test", status: "queued" });
    expect(row!.text).toContain("Checking delivery.");
    const [log] = await db.select().from(adminActions).where(eq(adminActions.action, "email.test"));
    expect(log).toMatchObject({ adminId: admin.id, details: { email: "probe@example.com", outboxId: r.json.id } });

    const outbox = await call<Outbox>(outboxGET, { token: adminToken });
    expect(outbox.status).toBe(200);
    expect(outbox.json).toMatchObject({ provider: "outbox", embedded: true });
    expect(outbox.json.messages[0]).toMatchObject({ id: r.json.id, toEmail: "probe@example.com", status: "queued", template: "test" });
  });

  it("never shows the admin a live password-reset link: its token is masked in every outbox view", async () => {
    const { adminToken } = await roleFixtures();
    const u = await createHunter();
    await call(forgotPOST, { body: { email: u.email } });
    const token = await latestResetToken(u.email);
    const [stored] = await emailsTo(u.email);
    expect(stored!.text).toContain(token); // the hunter's own e-mail carries the link

    const outbox = await call<{ messages: Array<Record<string, unknown>> }>(outboxGET, { token: adminToken });
    const reset = outbox.json.messages.find((m) => m.toEmail === u.email)!;
    expect(reset.template).toBe("password-reset");
    expect(JSON.stringify(outbox.json)).not.toContain(token);
    expect(JSON.stringify(outbox.json)).not.toContain(encodeURIComponent(token));
    expect(reset.text).toMatch(/reset-password\?token=•+/);
  });
});
