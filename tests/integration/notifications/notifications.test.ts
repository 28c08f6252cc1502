import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { notifications } from "@/db/schema";
import { createHunter, createOutfitter } from "@/seed/factories";
import { POST as readPOST } from "@/app/api/notifications/[id]/read/route";
import { GET as listGET } from "@/app/api/notifications/route";
import { GET as countGET } from "@/app/api/notifications/unread-count/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { createNotifications } from "@/lib/notifications/create";
import { call } from "../../support/http";

describe("notifications", () => {
  it("creates any number at once (a broadcast to every user): past PostgreSQL's 65,535 bind parameters in one insert", async () => {
    const hunter = await createHunter();
    const many = Array.from({ length: 16_500 }, (_, i) => ({ userId: hunter.id, title: "Broadcast", message: `notice ${i}` }));
    await db.transaction((tx) => createNotifications(tx, many));
    expect(await db.$count(notifications, eq(notifications.userId, hunter.id))).toBe(16_500);
  });

  it("lists, counts and marks read only the caller's own notifications", async () => {
    const outfitter = await createOutfitter();
    const hunter = await createHunter();
    await createNotifications(db, [
      { userId: outfitter.id, title: "First", message: "one" },
      { userId: outfitter.id, type: "payment_reminder", title: "Second", message: "two" },
      { userId: hunter.id, title: "Hunter's", message: "private" },
    ]);
    const token = await issueApiToken(outfitter.id);
    const hunterToken = await issueApiToken(hunter.id);

    const list = await call<{ id: number; title: string; isRead: boolean; type: string }[]>(listGET, { token });
    expect(list.status).toBe(200);
    expect(list.json.map((n) => n.title).sort()).toEqual(["First", "Second"]);
    expect((await call(countGET, { token })).json).toEqual({ count: 2 });

    const target = list.json[0]!;
    // another user cannot read it (404, unchanged)
    expect((await call(readPOST, { method: "POST", token: hunterToken, params: { id: String(target.id) } })).status).toBe(404);
    expect((await call(countGET, { token })).json).toEqual({ count: 2 });

    const r = await call(readPOST, { method: "POST", token, params: { id: String(target.id) } });
    expect(r.status).toBe(200);
    expect((await call(countGET, { token })).json).toEqual({ count: 1 });
    // repeat is harmless
    expect((await call(readPOST, { method: "POST", token, params: { id: String(target.id) } })).status).toBe(200);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, target.id));
    expect(row!.isRead).toBe(true);

    expect((await call(countGET, { token: hunterToken })).json).toEqual({ count: 1 });
    expect((await call(readPOST, { method: "POST", token, params: { id: "x" } })).status).toBe(404);
  });

  it("refuses signed-out callers", async () => {
    expect((await call(listGET, {})).status).toBe(401);
    expect((await call(countGET, {})).status).toBe(401);
    expect((await call(readPOST, { method: "POST", params: { id: "1" } })).status).toBe(401);
  });
});
