import { captureLogsForTests } from "@/lib/log";
import { afterEach, describe, expect, it, vi } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox, messages } from "@/db/schema";
import { createAdmin, createHunter, createOutfitter } from "@/seed/factories";
import { resetConfigForTests } from "@/lib/config";
import type { EmailNotification } from "@/lib/messages/schema";
import { send, withToken } from "../../support/messaging";

const mailsTo = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.template, "new-message")));

const notification = (r: { json: Record<string, unknown> }) => r.json.emailNotification as EmailNotification;

afterEach(() => {
  vi.useRealTimers();
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;
  resetConfigForTests();
});

describe("new-message e-mail", () => {
  it("e-mails the receiver with a 100-character preview and reports it in the response", async () => {
    const hunter = await withToken(await createHunter({ firstName: "Hannah" }));
    const outfitter = await createOutfitter({ firstName: "Cody" });
    const long = `${"Elk ".repeat(30)}<b>bold?</b>`;
    const r = await send(hunter, outfitter.id, long);
    expect(r.status).toBe(201);
    const n = notification(r);
    expect(n.shouldSendEmail).toBe(true);
    expect(n.delivered).toBe(true);
    expect(n.emailData).toEqual({
      recipientEmail: outfitter.email,
      recipientName: "Cody",
      senderName: "Hannah",
      messagePreview: `${long.slice(0, 100)}...`,
    });
    const mails = await mailsTo(outfitter.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${long.slice(0, 100)}...`);
    expect(mails[0]!.text).toContain(`/messages?recipient=${hunter.id}&autoOpen=true`);
    expect(mails[0]!.meta).toMatchObject({ kind: "new-message", senderId: hunter.id, receiverId: outfitter.id });
  });

  it("sends at most one e-mail per conversation and inbox every 15 minutes (fake clock)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2032-01-01T09:00:00Z"));
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const admin = await withToken(await createAdmin());

    expect(notification(await send(hunter, outfitter.id, "first")).shouldSendEmail).toBe(true);
    vi.setSystemTime(new Date("2032-01-01T09:05:00Z"));
    const second = await send(hunter, outfitter.id, "second");
    expect(notification(second)).toEqual({ shouldSendEmail: false, delivered: false, emailData: null });
    // another conversation into the same inbox is not throttled by this one
    expect(notification(await send(admin, outfitter.id, "from admin")).shouldSendEmail).toBe(true);
    // the reply goes to the hunter's inbox: a separate slot
    expect(notification(await send(outfitter, hunter.id, "reply")).shouldSendEmail).toBe(true);
    vi.setSystemTime(new Date("2032-01-01T09:14:59Z"));
    expect(notification(await send(hunter, outfitter.id, "third")).shouldSendEmail).toBe(false);
    vi.setSystemTime(new Date("2032-01-01T09:15:00Z"));
    expect(notification(await send(hunter, outfitter.id, "fourth")).shouldSendEmail).toBe(true);
    vi.setSystemTime(new Date("2032-01-01T09:20:00Z"));
    expect(notification(await send(hunter, outfitter.id, "fifth")).shouldSendEmail).toBe(false);

    const toOutfitter = await mailsTo(outfitter.email);
    expect(toOutfitter).toHaveLength(3); // first, from admin, fourth
    expect(await mailsTo(hunter.email)).toHaveLength(1);
    // every message was stored regardless
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.receiverId, outfitter.id));
    expect(Number(row!.n)).toBe(6);
  });

  it("concurrent sends claim the e-mail slot once", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => send(hunter, outfitter.id, `burst ${i}`)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(results.filter((r) => notification(r).shouldSendEmail)).toHaveLength(1);
    expect(await mailsTo(outfitter.email)).toHaveLength(1);
  });

  it("a failing e-mail provider is logged and never fails the send", async () => {
    process.env.RESEND_API_KEY = "re_test_key";
    process.env.RESEND_BASE_URL = "http://127.0.0.1:9";
    resetConfigForTests();
    const logs = captureLogsForTests();
    const hunter = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    const r = await send(hunter, outfitter.id, "Is the lodge open in May?");
    expect(r.status).toBe(201);
    expect(notification(r)).toMatchObject({ shouldSendEmail: true, delivered: false });
    expect(logs.entries().some((e) => e.event === "email.failed")).toBe(true);
    logs.restore();
    // Kept for the delivery worker's next attempt, not dropped.
    const [mail] = await mailsTo(outfitter.email);
    expect(mail).toMatchObject({ status: "queued", provider: "resend", attempts: 1 });
    expect(mail!.nextAttemptAt).toBeInstanceOf(Date);
  });
});
