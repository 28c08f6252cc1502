import { afterEach, describe, expect, it, vi } from "vitest";
import { createAdmin, createHunter, createMessage, createOutfitter } from "@/seed/factories";
import { GET as listGET } from "@/app/api/messages/route";
import { GET as conversationGET } from "@/app/api/messages/conversation/[userId]/route";
import { POST as readPOST } from "@/app/api/messages/conversation/[userId]/read/route";
import { GET as unreadGET } from "@/app/api/messages/unread-count/route";
import { GET as conversationsGET } from "@/app/api/messages/conversations/route";
import type { ConversationSummary, MessageDto } from "@/lib/messages/schema";
import { call } from "../../support/http";
import { send, withToken } from "../../support/messaging";

const at = (iso: string) => new Date(iso);
const unread = async (u: { token: string }) => (await call<{ count: number }>(unreadGET, { token: u.token })).json.count;

afterEach(() => {
  vi.useRealTimers();
});

describe("conversation ordering", () => {
  it("returns both directions oldest first, whatever the insertion order", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const stranger = await createHunter();
    await createMessage({ senderId: outfitter.id, receiverId: hunter.id, content: "third", createdAt: at("2030-01-01T10:02:00Z") });
    await createMessage({ senderId: hunter.id, receiverId: outfitter.id, content: "first", createdAt: at("2030-01-01T10:00:00Z") });
    await createMessage({ senderId: hunter.id, receiverId: outfitter.id, content: "second", createdAt: at("2030-01-01T10:01:00Z") });
    await createMessage({ senderId: stranger.id, receiverId: outfitter.id, content: "not in this conversation" });

    const r = await call<MessageDto[]>(conversationGET, { token: hunter.token, params: { userId: String(outfitter.id) } });
    expect(r.status).toBe(200);
    expect(r.json.map((m) => m.content)).toEqual(["first", "second", "third"]);
    expect(r.json[0]).toEqual({
      id: expect.any(Number),
      senderId: hunter.id,
      receiverId: outfitter.id,
      content: "first",
      createdAt: "2030-01-01T10:00:00.000Z",
      isRead: false,
    });
    // the outfitter sees the same conversation
    const o = await call<MessageDto[]>(conversationGET, { token: outfitter.token, params: { userId: String(hunter.id) } });
    expect(o.json.map((m) => m.content)).toEqual(["first", "second", "third"]);
  });

  it("answers an unknown user exactly like a user with no conversation (ids cannot be probed), 404s a malformed id, 401s without a user", async () => {
    const hunter = await withToken(await createHunter());
    const stranger = await createHunter();
    const known = await call(conversationGET, { token: hunter.token, params: { userId: String(stranger.id) } });
    const unknown = await call(conversationGET, { token: hunter.token, params: { userId: "999999" } });
    expect([known.status, known.json]).toEqual([200, []]);
    expect([unknown.status, unknown.json]).toEqual([200, []]);
    const readKnown = await call(readPOST, { token: hunter.token, params: { userId: String(stranger.id) } });
    const readUnknown = await call(readPOST, { token: hunter.token, params: { userId: "999999" } });
    expect([readUnknown.status, readUnknown.json]).toEqual([readKnown.status, readKnown.json]);
    expect((await call(conversationGET, { token: hunter.token, params: { userId: "abc" } })).status).toBe(404);
    expect((await call(conversationGET, { params: { userId: String(hunter.id) } })).status).toBe(401);
  });

  it("GET /api/messages lists only the caller's messages, oldest first", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    const admin = await createAdmin();
    const other = await createHunter();
    await createMessage({ senderId: admin.id, receiverId: hunter.id, content: "b", createdAt: at("2030-02-01T00:00:01Z") });
    await createMessage({ senderId: hunter.id, receiverId: outfitter.id, content: "a", createdAt: at("2030-02-01T00:00:00Z") });
    await createMessage({ senderId: other.id, receiverId: outfitter.id, content: "someone else's" });
    const r = await call<MessageDto[]>(listGET, { token: hunter.token });
    expect(r.status).toBe(200);
    expect(r.json.map((m) => m.content)).toEqual(["a", "b"]);
    expect((await call(listGET, {})).status).toBe(401);
  });
});

describe("read marking and unread counts", () => {
  it("a sent message is unread; opening the conversation marks only the partner's messages read", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const admin = await withToken(await createAdmin());
    await send(hunter, outfitter.id, "one");
    await send(hunter, outfitter.id, "two");
    await send(admin, outfitter.id, "from the admin");
    await send(outfitter, hunter.id, "reply");

    expect(await unread(outfitter)).toBe(3);
    expect(await unread(hunter)).toBe(1);

    const r = await call<{ updated: number }>(readPOST, { token: outfitter.token, params: { userId: String(hunter.id) } });
    expect(r.status).toBe(200);
    expect(r.json.updated).toBe(2);
    expect(await unread(outfitter)).toBe(1); // the admin's message stays unread
    expect(await unread(hunter)).toBe(1); // the outfitter's reply is untouched

    const again = await call<{ updated: number }>(readPOST, { token: outfitter.token, params: { userId: String(hunter.id) } });
    expect(again.json.updated).toBe(0);

    const conv = await call<MessageDto[]>(conversationGET, { token: hunter.token, params: { userId: String(outfitter.id) } });
    expect(conv.json.map((m) => [m.content, m.isRead])).toEqual([
      ["one", true],
      ["two", true],
      ["reply", false],
    ]);
  });

  it("reading never touches the caller's own sent messages", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    await send(hunter, outfitter.id, "hello");
    const r = await call<{ updated: number }>(readPOST, { token: hunter.token, params: { userId: String(outfitter.id) } });
    expect(r.json.updated).toBe(0);
    expect(await unread(outfitter)).toBe(1);
    expect((await call(readPOST, { params: { userId: String(outfitter.id) } })).status).toBe(401);
  });
});

describe("GET /api/messages/conversations", () => {
  it("summarises each partner with the last message and unread count, newest conversation first", async () => {
    const outfitter = await withToken(await createOutfitter());
    const h1 = await createHunter({ firstName: "Hank" });
    const h2 = await createHunter({ firstName: "Mia" });
    const admin = await createAdmin({ firstName: "Avery" });
    await createMessage({ senderId: h1.id, receiverId: outfitter.id, content: "h1 first", createdAt: at("2030-03-01T08:00:00Z") });
    await createMessage({ senderId: outfitter.id, receiverId: h1.id, content: "reply to h1", createdAt: at("2030-03-01T09:00:00Z") });
    await createMessage({ senderId: h2.id, receiverId: outfitter.id, content: "h2 a", createdAt: at("2030-03-02T08:00:00Z") });
    await createMessage({ senderId: h2.id, receiverId: outfitter.id, content: "h2 b", createdAt: at("2030-03-02T08:05:00Z") });
    await createMessage({
      senderId: admin.id,
      receiverId: outfitter.id,
      content: "admin note",
      createdAt: at("2030-02-01T00:00:00Z"),
      isRead: true,
    });

    const r = await call<ConversationSummary[]>(conversationsGET, { token: outfitter.token });
    expect(r.status).toBe(200);
    expect(r.json.map((c) => [c.partner.firstName, c.partner.role, c.lastMessage.content, c.unreadCount, c.messageCount])).toEqual([
      ["Mia", "hunter", "h2 b", 2, 2],
      ["Hank", "hunter", "reply to h1", 1, 2],
      ["Avery", "admin", "admin note", 0, 1],
    ]);
    expect(r.json[0]!.partner).not.toHaveProperty("passwordHash");
  });

  it("stamps a sent message with the server clock (faked here)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-05-05T12:00:00Z"));
    const hunter = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    const r = await send(hunter, outfitter.id, "timed");
    expect(r.json.message!.createdAt).toBe("2031-05-05T12:00:00.000Z");
    const list = await call<ConversationSummary[]>(conversationsGET, { token: hunter.token });
    expect(list.json[0]!.lastMessage.createdAt).toBe("2031-05-05T12:00:00.000Z");
  });
});
