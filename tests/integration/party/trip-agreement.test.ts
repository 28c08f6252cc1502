import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { db } from "@/db";
import { agreementSignatures, emailOutbox, huntAgreementVersions } from "@/db/schema";
import { createHunt, createHunter, createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { PUT as putHunt } from "@/app/api/hunts/[id]/route";
import { POST as postHunt } from "@/app/api/hunts/route";
import { GET as agreementGET, POST as agreementPOST } from "@/app/api/bookings/[id]/agreement/route";
import { GET as pdfGET } from "@/app/api/bookings/[id]/agreement/pdf/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { saveTripAgreement, sha256Hex } from "@/lib/agreements/versions";
import { AGREEMENT_CHANGED_MESSAGE, agreementToSign, ALREADY_SIGNED_MESSAGE, SIGN_FIRST_MESSAGE } from "@/lib/agreements/service";
import { agreementValuesOf, SIGN_NAME_MESSAGE, SIGN_TICK_MESSAGE } from "@/lib/agreements/schema";
import { call } from "../../support/http";
import { book, bookingWorld, payBooking } from "../../support/bookings";

const TEXT_V1 = "Liability release: hunting is dangerous.\nRules: blaze orange in the field.\nBring: rifle, licence, boots.";
const TEXT_V2 = "Version two: the camp is dry. Bring a sleeping bag.";

const huntBody = (over: Record<string, unknown> = {}) => ({
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 3700,
  duration: 5,
  groupSize: 4,
  dates: "Sept 10-15, 2027",
  availability: 4,
  ...over,
});

async function readPdf(res: { status: number; headers: Headers }, body: ArrayBuffer) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(body);
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  return PDFDocument.load(bytes);
}

async function fetchPdf(token: string, bookingId: number) {
  const { NextRequest } = await import("next/server");
  const req = new NextRequest(new URL(`/api/bookings/${bookingId}/agreement/pdf`, "http://localhost:3000"), {
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await pdfGET(req, { params: Promise.resolve({ id: String(bookingId) }) });
  return { res, body: await res.arrayBuffer() };
}

describe("the trip agreement", () => {
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  let bookingId: number;

  beforeAll(async () => {
    w = await bookingWorld();
    const saved = await call<{ id: number }>(putHunt, {
      method: "PUT",
      token: w.outfitterToken,
      params: { id: String(w.hunt.id) },
      body: { ...huntBody(), tripAgreement: `  ${TEXT_V1}\r\n`, asksLicenceNumber: true },
    });
    expect(saved.status).toBe(200);
    const b = await book(w.hunterToken, w.hunt.id);
    expect(b.status).toBe(201);
    bookingId = b.json.id;
  });

  it("is written per hunt through the hunt API as versions; the same text keeps its version, an edit makes a new one", async () => {
    const other = await createOutfitter();
    const token = await issueApiToken(other.id);
    const created = await call<{ id: number }>(postHunt, { token, body: huntBody({ tripAgreement: "Bring boots." }) });
    expect(created.status).toBe(201);
    const again = await call(putHunt, {
      method: "PUT",
      token,
      params: { id: String(created.json.id) },
      body: huntBody({ tripAgreement: "Bring boots." }),
    });
    expect(again.status).toBe(200);
    const versions = await db.select().from(huntAgreementVersions).where(eq(huntAgreementVersions.huntId, created.json.id));
    expect(versions.map((v) => [v.version, v.body, v.sha256])).toEqual([[1, "Bring boots.", sha256Hex("Bring boots.")]]);
    const tooLong = await call<{ errors: Record<string, string[]> }>(postHunt, {
      token,
      body: huntBody({ tripAgreement: "x".repeat(20_001) }),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors.tripAgreement?.[0]).toMatch(/at most 20000/);
  });

  it("is shown to the booking's hunter with its hash, and payment waits for the signature", async () => {
    const shown = await call<{ current: { text: string; sha256: string; asksLicenceNumber: boolean }; mine: unknown }>(agreementGET, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
    });
    expect(shown.status).toBe(200);
    expect(shown.json.current).toEqual({ version: 1, text: TEXT_V1, sha256: sha256Hex(TEXT_V1), asksLicenceNumber: true });
    expect(shown.json.mine).toBeNull();
    const pay = await call<{ message: string }>(intentPOST, { token: w.hunterToken, body: { bookingId } });
    expect(pay.status).toBe(409);
    expect(pay.json.message).toBe(SIGN_FIRST_MESSAGE);
  });

  it("refuses a missing name, an unticked box and a hash that is no hash (400), and a text changed since shown (409)", async () => {
    const sign = (body: unknown) =>
      call<{ message: string; errors?: Record<string, string[]> }>(agreementPOST, {
        token: w.hunterToken,
        params: { id: String(bookingId) },
        body,
      });
    const bad = await sign({ fullName: " ", accepted: false, textSha256: "abc" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ fullName: [SIGN_NAME_MESSAGE], accepted: [SIGN_TICK_MESSAGE] });
    expect(bad.json.errors?.textSha256).toBeDefined();
    const stale = await sign({ fullName: "Hannah Reed", accepted: true, textSha256: sha256Hex("an older text") });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(AGREEMENT_CHANGED_MESSAGE);
    expect(await db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, bookingId))).toHaveLength(0);
  });

  it("stores the typed name, the time, the client address and the SHA-256 of the exact text; a second signature is a 409", async () => {
    const signed = await call(agreementPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
      headers: { "x-forwarded-for": "203.0.113.9" },
      body: { fullName: "Hannah Reed", accepted: true, textSha256: sha256Hex(TEXT_V1).toUpperCase() },
    });
    expect(signed.status).toBe(200);
    const [row] = await db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, bookingId));
    expect(row).toMatchObject({ userId: w.hunter.id, fullName: "Hannah Reed", textSha256: sha256Hex(TEXT_V1) });
    expect(row!.clientAddress).toBeTruthy();
    expect(Math.abs(row!.signedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const again = await call<{ message: string }>(agreementPOST, {
      token: w.hunterToken,
      params: { id: String(bookingId) },
      body: { fullName: "Hannah Reed", accepted: true, textSha256: sha256Hex(TEXT_V1) },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ALREADY_SIGNED_MESSAGE);
  });

  it("a later edit does not change what was signed: the PDF holds version 1's text and hash", async () => {
    const edited = await call(putHunt, {
      method: "PUT",
      token: w.outfitterToken,
      params: { id: String(w.hunt.id) },
      body: { ...huntBody(), tripAgreement: TEXT_V2 },
    });
    expect(edited.status).toBe(200);
    const shown = await call<{ current: { version: number }; signatures: { version: number; textSha256: string }[] }>(agreementGET, {
      token: w.outfitterToken,
      params: { id: String(bookingId) },
    });
    expect(shown.json.current.version).toBe(2);
    expect(shown.json.signatures).toEqual([expect.objectContaining({ version: 1, textSha256: sha256Hex(TEXT_V1) })]);
    const { res, body } = await fetchPdf(w.hunterToken, bookingId);
    const pdf = await readPdf(res, body);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toBe(`Trip agreement - booking #${bookingId}`);
  });

  it("downloads for the hunter and the outfitter, and is 404 to another hunter and another outfitter", async () => {
    expect((await fetchPdf(w.outfitterToken, bookingId)).res.status).toBe(200);
    const stranger = await issueApiToken((await createHunter()).id);
    const otherOutfitter = await issueApiToken((await createOutfitter()).id);
    expect((await fetchPdf(stranger, bookingId)).res.status).toBe(404);
    expect((await fetchPdf(otherOutfitter, bookingId)).res.status).toBe(404);
    expect((await call(agreementGET, { token: stranger, params: { id: String(bookingId) } })).status).toBe(404);
  });

  it("once signed, the booking is paid as today and the confirmation e-mail links the PDF", async () => {
    await payBooking(w.hunterToken, bookingId);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "booking-confirmation"));
    const mine = mails.filter((m) => (m.meta as { bookingId?: number } | null)?.bookingId === bookingId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain(`/api/bookings/${bookingId}/agreement/pdf`);
  });
});

describe("the booking page's agreement to sign", () => {
  it("is the hunt's current text and its SHA-256, a later edit's once edited; null for a hunt without one", async () => {
    const outfitter = await createOutfitter();
    const hunt = await createHunt({ outfitterId: outfitter.id });
    expect(await agreementToSign(hunt.id)).toBeNull();
    await db.transaction((tx) => saveTripAgreement(tx, hunt.id, agreementValuesOf("Bring blaze orange.", false)));
    expect(await agreementToSign(hunt.id)).toEqual({ text: "Bring blaze orange.", sha256: sha256Hex("Bring blaze orange.") });
    await db.transaction((tx) => saveTripAgreement(tx, hunt.id, agreementValuesOf("Bring blaze orange and a licence.", false)));
    expect((await agreementToSign(hunt.id))?.text).toBe("Bring blaze orange and a licence.");
  });
});
