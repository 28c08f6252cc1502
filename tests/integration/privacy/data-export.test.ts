import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "@/db";
import { dataExports } from "@/db/schema";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { sha256 } from "@/lib/auth/secure-token";
import { buildDataExport, pruneExpiredDataExports } from "@/lib/privacy/export";
import type { UserDataExport } from "@/lib/privacy/export-data";
import { createBooking, createHunt, createHunter, createMessage, createOutfitter, createOutfitterReview } from "@/seed/factories";
import { favorites } from "@/db/schema";
import { POST as requestExport } from "@/app/api/account/export/route";
import { GET as downloadExport } from "@/app/api/account/export/[token]/route";
import { call } from "../../support/http";
import { emailsTo } from "../../support/outbox";

async function world() {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const hunter = await createHunter({ email: `export-hunter-${stamp}@example.test`, firstName: "Ada" });
  const outfitter = await createOutfitter({ email: `export-outfitter-${stamp}@example.test` });
  const hunt = await createHunt({ outfitterId: outfitter.id });
  const booking = await createBooking({ huntId: hunt.id, outfitterId: outfitter.id, hunterId: hunter.id, hunterPhone: "+14065550100" });
  await createMessage({ senderId: hunter.id, receiverId: outfitter.id, content: "Is the elk camp heated?" });
  await createOutfitterReview({ outfitterId: outfitter.id, hunterId: hunter.id });
  await db.insert(favorites).values({ hunterId: hunter.id, outfitterId: outfitter.id });
  return { hunter, outfitter, booking };
}

const linkIn = (text: string) => /\/api\/account\/export\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe("Download my data", () => {
  it("is built by the job, linked by e-mail, and served as JSON to its owner only", async () => {
    const { hunter, outfitter, booking } = await world();
    const asked = await call(requestExport, { method: "POST", token: await issueApiToken(hunter.id) });
    expect(asked.status).toBe(202);
    const exportId = (asked.json as { id: number }).id;
    // Asking again while one is being prepared answers the same request.
    const again = await call(requestExport, { method: "POST", token: await issueApiToken(hunter.id) });
    expect((again.json as { id: number }).id).toBe(exportId);

    expect(await buildDataExport(exportId)).toBe(true);
    expect(await buildDataExport(exportId)).toBe(false);
    const [mail] = (await emailsTo(hunter.email)).filter((m) => m.template === "data-export-ready");
    const token = linkIn(mail!.text)!;
    expect(token).toBeTruthy();
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(row!.content).not.toContain(token);
    expect(row!.expiresAt!.getTime() - row!.readyAt!.getTime()).toBe(24 * 3_600_000);

    const got = await call(downloadExport, { token: await issueApiToken(hunter.id), params: { token } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename="ridgeline-data-/);
    const data = got.json as unknown as UserDataExport;
    expect(data.account.email).toBe(hunter.email);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|\$argon2/);
    expect(data.bookings.map((b) => b.id)).toEqual([booking.id]);
    expect(data.bookings[0]).not.toHaveProperty("transferDestination");
    expect(data.messages[0].content).toBe("Is the elk camp heated?");
    expect(data.reviews.outfitters).toHaveLength(1);
    expect(data.favourites).toEqual([expect.objectContaining({ outfitterId: outfitter.id })]);
    expect(data.payments).toHaveProperty("bookings");

    // Anyone else, signed in or not, is told the link does not exist.
    expect((await call(downloadExport, { token: await issueApiToken(outfitter.id), params: { token } })).status).toBe(404);
    expect((await call(downloadExport, { params: { token } })).status).toBe(401);
  });

  it("gives the outfitter its bookings without the hunter's contact details", async () => {
    const { outfitter } = await world();
    const asked = await call(requestExport, { method: "POST", token: await issueApiToken(outfitter.id) });
    await buildDataExport((asked.json as { id: number }).id);
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, outfitter.id));
    const data = JSON.parse(row!.content!);
    expect(data.bookings[0].role).toBe("outfitter");
    expect(data.bookings[0]).not.toHaveProperty("hunterPhone");
    expect(data.bookings[0]).not.toHaveProperty("hunterName");
  });

  it("stops working after 24 hours, and housekeeping deletes the file", async () => {
    const { hunter } = await world();
    const asked = await call(requestExport, { method: "POST", token: await issueApiToken(hunter.id) });
    const exportId = (asked.json as { id: number }).id;
    await buildDataExport(exportId, new Date(Date.now() - 24 * 3_600_000 - 1000));
    const [mail] = (await emailsTo(hunter.email)).filter((m) => m.template === "data-export-ready");
    const token = linkIn(mail!.text)!;
    expect((await call(downloadExport, { token: await issueApiToken(hunter.id), params: { token } })).status).toBe(404);
    expect(await pruneExpiredDataExports()).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(dataExports).where(eq(dataExports.id, exportId))).toEqual([]);
  });
});
