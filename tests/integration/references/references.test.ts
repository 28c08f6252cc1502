import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { messages, outfitterReferences, referenceContacts } from "@/db/schema";
import { POST as optInPOST, DELETE as optOutDELETE } from "@/app/api/outfitters/[id]/references/route";
import { POST as contactPOST } from "@/app/api/outfitters/[id]/references/contact/route";
import { GET as standingGET } from "@/app/api/hunter/references/route";
import { GET as conversationsGET } from "@/app/api/messages/conversations/route";
import { POST as messagesPOST } from "@/app/api/messages/route";
import { GET as userGET } from "@/app/api/users/[id]/route";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { getPublicOutfitter } from "@/lib/outfitters/public";
import { ANONYMOUS_REFERENCE_NAME, REFERENCE_MESSAGES } from "@/lib/references/schema";
import { createBooking, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { optInReference } from "@/seed/reference-factories";
import { call } from "../../support/http";

type UserRow = Awaited<ReturnType<typeof createHunter>>;
const contact = (token: string, outfitterId: number, message = "Was the camp as good as they say?") =>
  call<{ message: string }>(contactPOST, { token, params: { id: String(outfitterId) }, body: { message } });

describe("opting in and out", () => {
  it("only a hunter with a completed booking may opt in; opting out is one call; the count is public", async () => {
    const o = await createOutfitter();
    const hunt = await createHunt({ outfitterId: o.id });
    const past = await createHunter();
    const stranger = await createHunter();
    const pending = await createHunter();
    await createBooking({ huntId: hunt.id, outfitterId: o.id, hunterId: past.id, status: "completed" });
    await createBooking({ huntId: hunt.id, outfitterId: o.id, hunterId: pending.id, status: "accepted" });
    const params = { id: String(o.id) };

    for (const h of [stranger, pending]) {
      const r = await call(optInPOST, { token: await issueApiToken(h.id), params });
      expect(r.status).toBe(403);
      expect(r.json).toMatchObject({ message: REFERENCE_MESSAGES.notPastClient });
    }
    const token = await issueApiToken(past.id);
    expect((await call(standingGET, { token })).json).toEqual([{ outfitterId: o.id, outfitterName: o.firstName, optedIn: false }]);
    expect((await call(optInPOST, { token, params })).status).toBe(200);
    expect((await call(standingGET, { token })).json).toEqual([{ outfitterId: o.id, outfitterName: o.firstName, optedIn: true }]);
    expect((await getPublicOutfitter(o.id))!.references).toBe(1);

    expect((await call(optOutDELETE, { token, params })).status).toBe(200);
    expect((await call(optOutDELETE, { token, params })).status).toBe(200);
    expect((await getPublicOutfitter(o.id))!.references).toBe(0);
    const [row] = await db.select().from(outfitterReferences).where(eq(outfitterReferences.hunterId, past.id));
    expect(row!.optedOutAt).toBeInstanceOf(Date);
    // Back in: the same row, opted in again.
    expect((await call(optInPOST, { token, params })).status).toBe(200);
    expect((await getPublicOutfitter(o.id))!.references).toBe(1);
  });

  it("outfitters cannot opt in, and an unknown outfitter is 404", async () => {
    const o = await createOutfitter();
    const other = await createOutfitter();
    expect((await call(optInPOST, { token: await issueApiToken(other.id), params: { id: String(o.id) } })).status).toBe(403);
    const h = await createHunter();
    expect((await call(optInPOST, { token: await issueApiToken(h.id), params: { id: "99999999" } })).status).toBe(404);
  });
});

describe("contacting a reference", () => {
  let o: UserRow;
  let refs: UserRow[];
  beforeAll(async () => {
    o = await createOutfitter();
    refs = [
      await createHunter({ firstName: "Refa" }),
      await createHunter({ firstName: "Refb" }),
      await createHunter({ firstName: "Refc" }),
    ];
    for (const r of refs) await optInReference(o.id, r.id);
  });

  it("goes to references by rotation, longest since contacted first, never twice to the same visitor", async () => {
    const visitors = [await createHunter(), await createHunter()];
    const got: number[] = [];
    for (const v of visitors) {
      const token = await issueApiToken(v.id);
      for (let i = 0; i < (v === visitors[0] ? 2 : 1); i++) {
        const r = await contact(token, o.id);
        expect(r.status).toBe(201);
        const all = await db.select().from(referenceContacts).where(eq(referenceContacts.visitorId, v.id)).orderBy(referenceContacts.id);
        got.push(all.at(-1)!.referenceHunterId);
      }
    }
    // Three contacts over three references: each once, in order of opting in (none contacted before).
    expect(got).toEqual(refs.map((r) => r.id));
    // The relayed message is in messaging, from the visitor to the reference.
    const [m] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, visitors[1]!.id), eq(messages.receiverId, refs[2]!.id)));
    expect(m!.content).toContain("Was the camp as good as they say?");
  });

  it("keeps the reference anonymous to the visitor until it answers, then shows the first name", async () => {
    const visitor = await createHunter();
    const token = await issueApiToken(visitor.id);
    expect((await contact(token, o.id)).status).toBe(201);
    const [c] = await db.select().from(referenceContacts).where(eq(referenceContacts.visitorId, visitor.id));
    const ref = refs.find((r) => r.id === c!.referenceHunterId)!;

    const before = await call<{ partner: { firstName: string; lastName: string; email: string } }[]>(conversationsGET, { token });
    expect(before.json[0]!.partner).toMatchObject({ id: ref.id, firstName: ANONYMOUS_REFERENCE_NAME, lastName: "", email: "" });
    expect(JSON.stringify(before.json)).not.toContain(ref.email);
    expect(JSON.stringify(before.json)).not.toContain(ref.firstName);
    const u = await call<{ firstName: string }>(userGET, { token, params: { id: String(ref.id) } });
    expect(u.json.firstName).toBe(ANONYMOUS_REFERENCE_NAME);

    // The reference answers through messaging (hunter to hunter, allowed by the relay)...
    const reply = await call(messagesPOST, {
      token: await issueApiToken(ref.id),
      body: { receiverId: visitor.id, content: "It was great." },
    });
    expect(reply.status).toBe(201);
    const after = await call<{ partner: { firstName: string } }[]>(conversationsGET, { token });
    expect(after.json[0]!.partner.firstName).toBe(ref.firstName);
    // ...and the visitor may write back.
    const back = await call(messagesPOST, { token, body: { receiverId: ref.id, content: "Thanks!" } });
    expect(back.status).toBe(201);
  });

  it("a hunter still cannot write to another hunter without a relayed contact", async () => {
    const a = await createHunter();
    const b = await createHunter();
    const r = await call(messagesPOST, { token: await issueApiToken(a.id), body: { receiverId: b.id, content: "Hello" } });
    expect(r.status).toBe(403);
  });

  it("at most 3 contacts a day per visitor: the 4th is 429 and sends nothing", async () => {
    const o2 = await createOutfitter();
    for (let i = 0; i < 5; i++) await optInReference(o2.id, (await createHunter()).id);
    const visitor = await createHunter();
    const token = await issueApiToken(visitor.id);
    for (let i = 0; i < 3; i++) expect((await contact(token, o2.id)).status).toBe(201);
    const over = await contact(token, o2.id);
    expect(over.status).toBe(429);
    expect(over.json.message).toBe(REFERENCE_MESSAGES.overLimit);
    expect(await db.select().from(referenceContacts).where(eq(referenceContacts.visitorId, visitor.id))).toHaveLength(3);
    expect(await db.select().from(messages).where(eq(messages.senderId, visitor.id))).toHaveLength(3);
  });

  it("bad input is 400; no reference left is 404; an opted-out reference is never picked", async () => {
    const o3 = await createOutfitter();
    const only = await createHunter();
    await optInReference(o3.id, only.id);
    const visitor = await createHunter();
    const token = await issueApiToken(visitor.id);
    expect((await contact(token, o3.id, "short")).status).toBe(400);
    await call(optOutDELETE, { token: await issueApiToken(only.id), params: { id: String(o3.id) } });
    const none = await contact(token, o3.id);
    expect(none.status).toBe(404);
    expect(none.json.message).toBe(REFERENCE_MESSAGES.noneAvailable);
    expect(await db.select().from(messages).where(eq(messages.senderId, visitor.id))).toHaveLength(0);
  });

  it("no public API names a reference: the hunt API gives only the count", async () => {
    const hunt = await createHunt({ outfitterId: o.id });
    const r = await call(huntGET, { params: { id: String(hunt.id) } });
    const text = JSON.stringify(r.json);
    for (const ref of refs) {
      expect(text).not.toContain(ref.email);
      expect(text).not.toContain(ref.firstName);
    }
  });
});
