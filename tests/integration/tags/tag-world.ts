import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { db } from "@/db";
import { bookings, huntTags } from "@/db/schema";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { addDays, todayIso } from "@/lib/departures/dates";
import type { DrawOutcome } from "@/lib/tags/schema";
import { call } from "../../support/http";
import { bookAndPay, bookingWorld } from "../../support/bookings";

/** A draw hunt (results in 60 days), a hunter's accepted, paid booking for `party` hunters, and tokens. */
export async function drawWorld(
  outcome: DrawOutcome = "refund",
  party = 2,
  hunt: Record<string, unknown> = {},
  tag: (outfitterId: number) => Promise<Partial<typeof huntTags.$inferInsert>> = async () => ({}),
) {
  const w = await bookingWorld({ priceCents: 300_000, availability: 6, ...hunt });
  const today = todayIso();
  await db.insert(huntTags).values({
    huntId: w.hunt.id,
    tagType: "draw",
    region: "Colorado",
    unitCode: "E-E-061",
    applicationOpensOn: addDays(today, -5),
    applicationClosesOn: addDays(today, 20),
    resultsOn: addDays(today, 60),
    failedDrawOutcome: outcome,
    ...(await tag(w.outfitter.id)),
  });
  const paid = await bookAndPay(w.hunterToken, w.hunt.id, { partySize: party, drawOutcomeAccepted: true });
  const accepted = await call(statusPATCH, {
    token: w.outfitterToken,
    params: { id: String(paid.bookingId) },
    body: { status: "accepted" },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.json)}`);
  return { ...w, bookingId: paid.bookingId };
}

export async function bookingNow(id: number) {
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
  return b!;
}

/** A multipart request to a route with path params (tests/support/multipart's helper has none). */
export async function postProof(
  handler: (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>,
  bookingId: number,
  token: string,
  bytes: Uint8Array,
  name = "proof.pdf",
  type = "application/pdf",
) {
  const form = new FormData();
  form.append("proof", new File([bytes as BlobPart], name, { type }));
  const req = new NextRequest(`http://localhost:3000/api/bookings/${bookingId}/tag-proofs`, {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  const res = await handler(req, { params: Promise.resolve({ id: String(bookingId) }) });
  const text = await res.text();
  return {
    status: res.status,
    json: (text ? JSON.parse(text) : null) as Record<string, unknown> & { id: number; errors?: Record<string, string[]> },
  };
}

export const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
