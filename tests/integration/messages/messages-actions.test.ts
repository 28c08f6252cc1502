import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createMessage } from "@/seed/factories";
import { messages } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { markConversationReadAction, sendMessageAction } from "@/lib/messages/actions";
import { roleFixtures } from "../../support/hunter-fixtures";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/** The composer and the read marker (lib/messages/actions.ts), twins of POST /api/messages and .../conversation/{id}/read. */
let fx: Awaited<ReturnType<typeof roleFixtures>>;
beforeAll(async () => {
  fx = await roleFixtures();
});

describe("message actions", () => {
  it("anonymous is refused (401); a hunter writes to an outfitter; an outfitter may not open a conversation with a hunter (the service's rule)", async () => {
    callAs();
    expect(await sendMessageAction(IDLE, { receiverId: fx.outfitter.id, content: "Hello" })).toMatchObject({ ok: false, status: 401 });
    const fresh = await roleFixtures();
    callAs(fresh.tokens.outfitter);
    expect((await sendMessageAction(IDLE, { receiverId: fresh.hunter.id, content: "Book with us!" })).ok).toBe(false);
    callAs(fx.tokens.hunter);
    expect(await sendMessageAction(IDLE, { receiverId: fx.outfitter.id, content: "  Is October open? " })).toMatchObject({ ok: true });
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, fx.hunter.id), eq(messages.receiverId, fx.outfitter.id)));
    expect(row!.content).toBe("Is October open?");
  });

  it("an empty message is a 400 beside the content; marking read touches only the partner's messages to the caller", async () => {
    callAs(fx.tokens.hunter);
    const refused = await sendMessageAction(IDLE, { receiverId: fx.outfitter.id, content: "   " });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(["content"]);
    const toHunter = await createMessage({ senderId: fx.admin.id, receiverId: fx.hunter.id });
    const toOutfitter = await createMessage({ senderId: fx.admin.id, receiverId: fx.outfitter.id });
    expect(await markConversationReadAction(IDLE, { partnerId: fx.admin.id })).toMatchObject({ ok: true });
    const read = async (id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0]!.isRead;
    expect(await read(toHunter.id)).toBe(true);
    expect(await read(toOutfitter.id)).toBe(false);
  });
});
