import { describe, expect, it, afterEach } from "vitest";
import { count, eq, or } from "drizzle-orm";
import { db } from "@/db";
import { messages } from "@/db/schema";
import { createAdmin, createHunter, createOutfitter, createUser } from "@/seed/factories";
import { POST as sendPOST } from "@/app/api/messages/route";
import { GET as conversationGET } from "@/app/api/messages/conversation/[userId]/route";
import { resetConfigForTests } from "@/lib/config";
import { call } from "../../support/http";
import { send, withToken } from "../../support/messaging";

async function messagesOf(userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)));
  return Number(row!.n);
}

describe("POST /api/messages — who may write to whom", () => {
  it("requires a signed-in user", async () => {
    const outfitter = await createOutfitter();
    const r = await call(sendPOST, { body: { receiverId: outfitter.id, content: "Hi" } });
    expect(r.status).toBe(401);
    expect(r.json).toHaveProperty("message");
  });

  it("covers every role pair without prior contact", async () => {
    const make = { hunter: createHunter, outfitter: createOutfitter, admin: createAdmin } as const;
    const expected: Record<string, number> = {
      "hunter>hunter": 403,
      "hunter>outfitter": 201,
      "hunter>admin": 201,
      "outfitter>hunter": 403,
      "outfitter>outfitter": 403,
      "outfitter>admin": 201,
      "admin>hunter": 201,
      "admin>outfitter": 201,
      "admin>admin": 201,
    };
    for (const [pair, status] of Object.entries(expected)) {
      const [from, to] = pair.split(">") as Array<keyof typeof make>;
      const sender = await withToken(await make[from]());
      const receiver = await make[to]();
      const r = await send(sender, receiver.id, `Hello from a ${from}`);
      expect({ pair, status: r.status }).toEqual({ pair, status });
      if (status === 403) {
        expect(typeof r.json.message).toBe("string");
        expect(await messagesOf(sender.id)).toBe(0);
      } else {
        expect(r.json.message).toMatchObject({
          senderId: sender.id,
          receiverId: receiver.id,
          content: `Hello from a ${from}`,
          isRead: false,
        });
      }
    }
  });

  it("lets an outfitter reply only after the hunter wrote first, and only to that hunter", async () => {
    const hunter = await withToken(await createHunter());
    const otherHunter = await createHunter();
    const outfitter = await withToken(await createOutfitter());

    const before = await send(outfitter, hunter.id, "Want to hunt elk?");
    expect(before.status).toBe(403);
    expect(before.json.message).toBe("Outfitters can only reply to hunters who have contacted them first.");

    expect((await send(hunter, outfitter.id, "Is September open?")).status).toBe(201);
    const reply = await send(outfitter, hunter.id, "Yes, two spots left.");
    expect(reply.status).toBe(201);
    expect((await send(outfitter, otherHunter.id, "Hello?")).status).toBe(403);
  });

  it("only the hunter writing first opens the door: a message from the admin or a refused send does not", async () => {
    // The admin writing to the outfitter gives the hunter no rights, and an outfitter writing to
    // a hunter (refused) never opens the door for later replies.
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const admin = await withToken(await createAdmin());
    expect((await send(admin, outfitter.id, "Welcome aboard")).status).toBe(201);
    expect((await send(outfitter, hunter.id, "Hi")).status).toBe(403);
    expect((await send(hunter, outfitter.id, "Hi, questions about bear")).status).toBe(201);
    expect((await send(outfitter, hunter.id, "Ask away")).status).toBe(201);
  });

  it("refuses inactive receivers, unapproved outfitters (for hunters), self and unknown ids", async () => {
    const hunter = await withToken(await createHunter());
    const admin = await withToken(await createAdmin());
    const inactiveOutfitter = await createOutfitter({ isActive: false });
    const pending = await createOutfitter({ isApproved: false });
    const inactiveAdmin = await createAdmin({ isActive: false });
    const inactiveHunter = await createHunter({ isActive: false });

    const r1 = await send(hunter, inactiveOutfitter.id, "Hello");
    expect(r1.status).toBe(403);
    expect(r1.json.message).toBe("This user's account is inactive and cannot receive messages.");
    expect((await send(hunter, inactiveAdmin.id, "Hello")).status).toBe(403);
    expect((await send(admin, inactiveHunter.id, "Hello")).status).toBe(403);

    const r2 = await send(hunter, pending.id, "Hello");
    expect(r2.status).toBe(403);
    expect(r2.json.message).toBe("This outfitter is not available for messages yet.");
    expect((await send(admin, pending.id, "Your application is under review")).status).toBe(201);

    const self = await send(hunter, hunter.id, "Note to self");
    expect(self.status).toBe(400);
    expect(self.json.message).toBe("You cannot send a message to yourself.");

    const unknown = await send(hunter, 987654, "Anyone?");
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe("Recipient not found");
    expect(await messagesOf(hunter.id)).toBe(0);
  });

  it("an inactive sender is refused", async () => {
    const sender = await withToken(await createUser({ role: "hunter", isActive: false }));
    const outfitter = await createOutfitter();
    const r = await send(sender, outfitter.id, "Hello");
    expect(r.status).toBe(403);
  });
});

describe("POST /api/messages — content", () => {
  it("rejects blank, missing, too long and malformed input with 400 and writes nothing", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    const blank = await send(hunter, outfitter.id, "   \n\t  ");
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Message cannot be empty");
    expect((await send(hunter, outfitter.id, undefined)).status).toBe(400);
    expect((await send(hunter, outfitter.id, 42)).status).toBe(400);
    const long = await send(hunter, outfitter.id, "x".repeat(5001));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Message must be at most 5,000 characters");
    expect((await send(hunter, undefined, "Hi")).status).toBe(400);
    expect((await send(hunter, "not-a-number", "Hi")).status).toBe(400);
    // Nothing but a number or a string of digits names a recipient: true is not user 1, [id] is not id.
    for (const receiverId of [true, [outfitter.id], { id: outfitter.id }, ""]) {
      const r = await send(hunter, receiverId as unknown as number, "Hi");
      expect(r.status).toBe(400);
      expect(r.json.message).toBe("Recipient is required");
    }
    const malformed = await call(sendPOST, { token: hunter.token, rawBody: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await messagesOf(hunter.id)).toBe(0);
    expect((await send(hunter, outfitter.id, "x".repeat(5000))).status).toBe(201);
  });

  it("stores trimmed plain text with line breaks and returns an XSS attempt unchanged as data", async () => {
    const hunter = await withToken(await createHunter());
    const outfitter = await withToken(await createOutfitter());
    const payload = `<img src=x onerror="alert('xss')"><script>alert(1)</script>\nline two & "quotes"`;
    const r = await send(hunter, outfitter.id, `  ${payload}  `);
    expect(r.status).toBe(201);
    expect(r.json.message!.content).toBe(payload);
    const conv = await call<Array<{ content: string }>>(conversationGET, { token: outfitter.token, params: { userId: String(hunter.id) } });
    expect(conv.status).toBe(200);
    expect(conv.json.map((m) => m.content)).toEqual([payload]);
  });
});

describe("POST /api/messages — rate limit", () => {
  afterEach(() => {
    process.env.RATE_LIMIT_MESSAGES = "1000";
    resetConfigForTests();
  });

  it("answers 429 past the limit, per sender", async () => {
    process.env.RATE_LIMIT_MESSAGES = "3";
    resetConfigForTests();
    const hunter = await withToken(await createHunter());
    const other = await withToken(await createHunter());
    const outfitter = await createOutfitter();
    for (let i = 0; i < 3; i++) expect((await send(hunter, outfitter.id, `Message ${i}`)).status).toBe(201);
    const limited = await send(hunter, outfitter.id, "One too many");
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe("You are sending messages too quickly. Please wait a moment.");
    expect(await messagesOf(hunter.id)).toBe(3);
    expect((await send(other, outfitter.id, "I am someone else")).status).toBe(201);
  });
});
