import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listGET, POST as createPOST } from "@/app/api/outfitter/credentials/route";
import { DELETE as deleteDELETE, PUT as updatePUT } from "@/app/api/outfitter/credentials/[id]/route";
import { POST as documentPOST } from "@/app/api/outfitter/credential-documents/route";
import { GET as documentGET } from "@/app/api/credential-documents/[id]/route";
import { GET as queueGET } from "@/app/api/admin/credentials/route";
import { POST as decisionPOST } from "@/app/api/admin/credentials/[id]/decision/route";
import { GET as huntGET } from "@/app/api/hunts/[id]/route";
import { db } from "@/db";
import { notifications, outfitterCredentials } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { DOCUMENT_MESSAGES } from "@/lib/credentials/schema";
import { addDays, todayIso } from "@/lib/departures/dates";
import { formatMonth } from "@/lib/format/dates";
import { getPublicOutfitter } from "@/lib/outfitters/public";
import { getListedHunt } from "@/lib/hunts/public-queries";
import { createAdmin, createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { PDF_BYTES } from "@/seed/credential-factories";
import { call } from "../../support/http";
import { fileForm, postForm } from "../../support/multipart";
import { emailsTo } from "../../support/outbox";
import { pngBytes } from "../../support/png";

type Json = Record<string, unknown>;
let admin: { id: number; token: string };
let hunterToken: string;

beforeAll(async () => {
  const a = await createAdmin();
  admin = { id: a.id, token: await issueApiToken(a.id) };
  hunterToken = await issueApiToken((await createHunter()).id);
});

async function outfitterWithToken() {
  const o = await createOutfitter({ firstName: "Lena" });
  return { o, token: await issueApiToken(o.id) };
}

async function uploadPdf(token: string): Promise<number> {
  const r = await postForm(documentPOST, fileForm("document", PDF_BYTES, "licence.pdf", "application/pdf"), { token });
  expect(r.status, JSON.stringify(r.json)).toBe(201);
  return r.json.id as number;
}

const licence = (documentId: number, over: Json = {}) => ({
  kind: "licence",
  region: "Montana",
  licenceType: "outfitter",
  number: "12345",
  expiresOn: addDays(todayIso(), 400),
  documentId,
  ...over,
});

describe("documents", () => {
  it("takes a PDF, JPEG or PNG up to 10 MB, from an outfitter only", async () => {
    const { token } = await outfitterWithToken();
    await uploadPdf(token);
    expect((await postForm(documentPOST, fileForm("document", pngBytes(), "l.png", "image/png"), { token })).status).toBe(201);
    const gif = await postForm(documentPOST, fileForm("document", "GIF89a-not-allowed-here", "l.pdf", "application/pdf"), { token });
    expect(gif.status).toBe(400);
    expect(gif.json.errors).toEqual({ document: [DOCUMENT_MESSAGES.wrongType] });
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(PDF_BYTES);
    const big = await postForm(documentPOST, fileForm("document", huge, "big.pdf", "application/pdf"), { token });
    expect(big.status).toBe(400);
    expect(big.json.message).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect((await postForm(documentPOST, fileForm("document", PDF_BYTES, "l.pdf", "application/pdf"), { token: hunterToken })).status).toBe(
      403,
    );
  });

  it("is served to its owner and the admin only; anyone else gets 404", async () => {
    const { token } = await outfitterWithToken();
    const other = await outfitterWithToken();
    const id = await uploadPdf(token);
    const params = { id: String(id) };
    const own = await call(documentGET, { token, params });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(documentGET, { token: admin.token, params })).status).toBe(200);
    for (const t of [other.token, hunterToken, undefined]) expect((await call(documentGET, { token: t, params })).status).toBe(404);
  });
});

describe("adding and editing credentials", () => {
  it("refuses an expiry in the past or today, missing fields by name, and another outfitter's document", async () => {
    const { token } = await outfitterWithToken();
    const other = await outfitterWithToken();
    const doc = await uploadPdf(token);
    const past = await call<Json>(createPOST, { token, body: licence(doc, { expiresOn: addDays(todayIso(), -1) }) });
    expect(past.status).toBe(400);
    expect(past.json.errors).toMatchObject({ expiresOn: ["Expiry date must be in the future"] });
    expect((await call(createPOST, { token, body: licence(doc, { expiresOn: todayIso() }) })).status).toBe(400);
    const missing = await call<Json>(createPOST, { token, body: { kind: "insurance", expiresOn: addDays(todayIso(), 30) } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.errors as Json).sort()).toEqual(["coverage", "documentId", "insurer"]);
    const foreign = await call<Json>(createPOST, { token: other.token, body: licence(doc) });
    expect(foreign.status).toBe(400);
    expect(await db.$count(outfitterCredentials, eq(outfitterCredentials.outfitterId, other.o.id))).toBe(0);
  });

  it("keeps only the kind's fields, lists the owner's own, and another outfitter's id is 404", async () => {
    const { o, token } = await outfitterWithToken();
    const other = await outfitterWithToken();
    const doc = await uploadPdf(token);
    const created = await call<Json>(createPOST, { token, body: { ...licence(doc), insurer: "Not kept", coverage: "1000000" } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ kind: "licence", status: "pending", insurer: null, coverage: null, region: "Montana" });
    const ins = await call<Json>(createPOST, {
      token,
      body: { kind: "insurance", insurer: "Big Sky Mutual", coverage: "2,000,000", expiresOn: addDays(todayIso(), 200), documentId: doc },
    });
    expect(ins.json).toMatchObject({ coverage: "2000000.00" });
    const list = await call<Json[]>(listGET, { token });
    expect(list.json.map((c) => c.id)).toEqual([created.json.id, ins.json.id]);
    const params = { id: String(created.json.id) };
    expect((await call(updatePUT, { method: "PUT", token: other.token, params, body: licence(doc) })).status).toBe(404);
    expect((await call(deleteDELETE, { method: "DELETE", token: other.token, params })).status).toBe(404);
    expect((await call(deleteDELETE, { method: "DELETE", token, params: { id: String(ins.json.id) } })).status).toBe(200);
    expect(await db.$count(outfitterCredentials, eq(outfitterCredentials.outfitterId, o.id))).toBe(1);
  });
});

describe("the verification queue", () => {
  it("approves once, e-mails the outfitter, and an edit sends it back to the queue", async () => {
    const { o, token } = await outfitterWithToken();
    const doc = await uploadPdf(token);
    const c = (await call<Json>(createPOST, { token, body: licence(doc) })).json;
    const params = { id: String(c.id) };

    const queue = await call<Json[]>(queueGET, { token: admin.token });
    expect(queue.json.find((q) => q.id === c.id)).toMatchObject({ outfitterId: o.id, status: "pending", documentId: doc });

    // An outfitter approving its own credential: 403, nothing changes.
    const own = await call<Json>(decisionPOST, { token, params, body: { decision: "approve" } });
    expect(own.status).toBe(403);
    expect((await getPublicOutfitter(o.id))!.credentials.verified).toBe(false);

    const ok = await call<Json>(decisionPOST, { token: admin.token, params, body: { decision: "approve", note: "Checked with FWP" } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ status: "approved", reviewNote: "Checked with FWP" });
    expect((await call(decisionPOST, { token: admin.token, params, body: { decision: "reject", note: "x" } })).status).toBe(409);
    const [mail] = await emailsTo(o.email);
    expect(mail).toMatchObject({ template: "credential-decided", subject: "Your Montana outfitter licence #12345 is verified" });
    expect(await db.$count(notifications, eq(notifications.userId, o.id))).toBe(1);

    const now = new Date();
    const label = `Licensed outfitter — Montana #12345, verified ${formatMonth(now.getUTCFullYear(), now.getUTCMonth() + 1, { short: true })}`;
    expect((await getPublicOutfitter(o.id))!.credentials).toMatchObject({ licences: [label], verified: true });

    const edited = await call<Json>(updatePUT, { method: "PUT", token, params, body: licence(doc, { number: "99999" }) });
    expect(edited.json).toMatchObject({ status: "pending", verifiedAt: null, reviewNote: null });
    expect((await getPublicOutfitter(o.id))!.credentials.verified).toBe(false);
    expect((await call<Json[]>(queueGET, { token: admin.token })).json.some((q) => q.id === c.id)).toBe(true);
  });

  it("rejects only with a note, and tells the outfitter why", async () => {
    const { o, token } = await outfitterWithToken();
    const c = (
      await call<Json>(createPOST, {
        token,
        body: { kind: "membership", association: "Montana Outfitters & Guides Association", number: "M-77" },
      })
    ).json;
    const params = { id: String(c.id) };
    const bare = await call<Json>(decisionPOST, { token: admin.token, params, body: { decision: "reject" } });
    expect(bare.status).toBe(400);
    expect(bare.json.errors).toEqual({ note: ["A note is required when rejecting a credential"] });
    const r = await call<Json>(decisionPOST, { token: admin.token, params, body: { decision: "reject", note: "Number not on the roll" } });
    expect(r.json).toMatchObject({ status: "rejected" });
    const [mail] = await emailsTo(o.email);
    expect(mail!.text).toContain("Number not on the roll");
    expect((await call(decisionPOST, { token: admin.token, params: { id: "999999" }, body: { decision: "approve" } })).status).toBe(404);
  });
});

describe("what the public sees", () => {
  it("shows Licensed and Insured, never a document or its URL, in any public read", async () => {
    const { o, token } = await outfitterWithToken();
    const doc = await uploadPdf(token);
    const hunt = await createHunt({ outfitterId: o.id });
    for (const body of [
      licence(doc),
      { kind: "insurance", insurer: "Big Sky Mutual", coverage: "1000000", expiresOn: addDays(todayIso(), 90), documentId: doc },
    ]) {
      const c = (await call<Json>(createPOST, { token, body })).json;
      await call(decisionPOST, { token: admin.token, params: { id: String(c.id) }, body: { decision: "approve" } });
    }
    const page = await getListedHunt(hunt.id);
    expect(page!.outfitter.credentials).toMatchObject({ insured: true, verified: true });
    const api = await call<Json>(huntGET, { params: { id: String(hunt.id) } });
    const profile = await getPublicOutfitter(o.id);
    for (const text of [JSON.stringify(page), JSON.stringify(api.json), JSON.stringify(profile)]) {
      expect(text).not.toMatch(/credential-documents|documentId|Big Sky Mutual|application\/pdf/);
    }
  });
});
