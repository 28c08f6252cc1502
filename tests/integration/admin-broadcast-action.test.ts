import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { sendBroadcastAction } from "@/lib/admin/notification-actions";
import { MISSING_NOTIFICATION_FIELDS } from "@/lib/admin/schema";
import { roleFixtures } from "../support/hunter-fixtures";
import { callAs } from "../support/next-headers";

vi.mock("next/headers", () => import("../support/next-headers"));

/** Send Notification's server action (lib/admin/notification-actions.ts), twin of POST /api/admin/send-notification. */
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
});
