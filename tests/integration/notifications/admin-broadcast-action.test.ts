import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { adminActions, emailOutbox, notifications } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { sendBroadcastAction } from "@/lib/notifications/broadcast-actions";
import { MISSING_NOTIFICATION_FIELDS } from "@/lib/notifications/broadcast-schema";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** Send Notification's server action (lib/notifications/broadcast-actions.ts), twin of POST /api/admin/send-notification. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

describe("sendBroadcastAction", () => {
  it("refuses anonymous (401), hunters and outfitters (403) at the door, notifying nobody", async () => {
    const input = { subject: `Door ${Date.now()}`, message: "Season opens soon", audience: "all" as const };
    callAs();
    expect(await sendBroadcastAction(IDLE, input)).toMatchObject({ ok: false, status: 401 });
    for (const token of [fx.tokens.hunter, fx.tokens.outfitter]) {
      callAs(token);
      expect(await sendBroadcastAction(IDLE, input)).toMatchObject({ ok: false, status: 403 });
    }
    expect(await db.$count(notifications, eq(notifications.title, input.subject))).toBe(0);
  });

  it("missing fields are the spec's message beside the fields; a good one notifies the audience", async () => {
    callAs(fx.tokens.admin);
    const refused = await sendBroadcastAction(IDLE, { subject: " ", message: "", audience: "hunters" });
    expect(refused).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { subject: [MISSING_NOTIFICATION_FIELDS], message: [MISSING_NOTIFICATION_FIELDS] },
    });
    const subject = `Hunters ${Date.now()}`;
    expect(await sendBroadcastAction(IDLE, { subject, message: "Tags are out", audience: "hunters" })).toMatchObject({ ok: true });
    const got = await db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.title, subject));
    const ids = got.map((n) => n.userId);
    expect(ids).toContain(fx.hunter.id);
    expect(ids).not.toContain(fx.outfitter.id);
    expect(ids).not.toContain(fx.admin.id);
  });

  it("a repeat with the same idempotency key answers the first send and sends nothing; a new key sends again", async () => {
    callAs(fx.tokens.admin);
    const subject = `Once ${Date.now()}`;
    const input = { subject, message: "Draw results are out", audience: "hunters" as const, idempotencyKey: `key-${subject}` };
    const sends = await Promise.all([sendBroadcastAction(IDLE, input), sendBroadcastAction(IDLE, input)]);
    const again = await sendBroadcastAction(IDLE, input);
    const first = sends[0];
    expect(first).toMatchObject({ ok: true });
    for (const r of [...sends, again]) expect(r).toEqual(first);
    const perHunter = await db.$count(notifications, and(eq(notifications.title, subject), eq(notifications.userId, fx.hunter.id)));
    expect(perHunter).toBe(1);
    const mails = await db.$count(emailOutbox, and(eq(emailOutbox.subject, subject), eq(emailOutbox.toEmail, fx.hunter.email)));
    expect(mails).toBe(1);
    expect(await db.$count(adminActions, sql`${adminActions.details}->>'subject' = ${subject}`)).toBe(1);

    expect(await sendBroadcastAction(IDLE, { ...input, idempotencyKey: `other-${subject}` })).toMatchObject({ ok: true });
    expect(await db.$count(notifications, and(eq(notifications.title, subject), eq(notifications.userId, fx.hunter.id)))).toBe(2);
  });

  it("refuses an idempotency key that is too short, sending nothing", async () => {
    callAs(fx.tokens.admin);
    const subject = `Short key ${Date.now()}`;
    const r = await sendBroadcastAction(IDLE, { subject, message: "x", audience: "hunters", idempotencyKey: "abc" });
    expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { idempotencyKey: ["Idempotency key is too short"] } });
    expect(await db.$count(notifications, eq(notifications.title, subject))).toBe(0);
  });
});
