import { and, eq } from "drizzle-orm";
import { send, type Answer } from "./servers";
import { dayFromNow, raceBookingDetails, type RaceContext } from "./race-context";

type Ctx = RaceContext;

const day = dayFromNow;
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };
const details = raceBookingDetails("Party Race");

/**
 * (m) issue 48: a party of two paying in shares; the member pays their share on one instance while the lead removes them on the
 * other, at the same moment → exactly one wins (200), the other a 409 with a plain message; the member is paid and charged once,
 * or removed, charged nothing and the party shrunk to one, its spot back on sale.
 */
export async function partyShrinkRace(ctx: Ctx, rounds = 6) {
  const { db } = await import("../../db");
  const schema = await import("../../db/schema");
  const { createHunt, createHunter } = await import("../../seed/factories");
  const { issueApiToken } = await import("../../lib/auth/api-tokens");
  const [p0, p1] = [ctx.ports[0]!, ctx.ports[1 % ctx.ports.length]!];
  const answers: Answer[] = [];
  const breaches: string[] = [];
  const wins = { paid: 0, removed: 0 };
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++) {
    const start = day(90 + round);
    const hunt = await createHunt({
      outfitterId: ctx.outfitterId,
      priceCents: 200000,
      groupSize: 2,
      departures: [{ startDate: start, endDate: start, spots: 2 }],
    });
    const [dep] = await db.select().from(schema.huntDepartures).where(eq(schema.huntDepartures.huntId, hunt.id));
    const lead = await createHunter({ firstName: `Lead${round}` });
    const mate = await createHunter({ firstName: `Mate${round}` });
    const [leadToken, mateToken] = [await issueApiToken(lead.id), await issueApiToken(mate.id)];
    const booked = await send(p0, "POST", "/api/bookings", {
      token: leadToken,
      body: { ...details, huntId: hunt.id, departureId: dep!.id, partySize: 2 },
    });
    if (booked.status !== 201) throw new Error(`m: setup booking answered ${booked.status}: ${booked.text}`);
    const bookingId = Number(booked.body.id);
    const shared = await send(p0, "POST", `/api/bookings/${bookingId}/party`, {
      token: leadToken,
      body: { memberEmails: [mate.email] },
    });
    if (shared.status !== 201) throw new Error(`m: setup shares answered ${shared.status}: ${shared.text}`);
    // The member took the invitation and gave their details (the routes' own paths are the integration tests').
    const [m] = await db
      .update(schema.bookingPartyMembers)
      .set({
        userId: mate.id,
        status: "joined",
        fullName: "Mate Hunter",
        phone: "+14065550133",
        emergencyContactName: "Kin",
        emergencyContactPhone: "+14065550144",
      })
      .where(and(eq(schema.bookingPartyMembers.bookingId, bookingId), eq(schema.bookingPartyMembers.position, 1)))
      .returning();
    const [pay, remove] = await Promise.all([
      send(p0, "POST", `/api/party/members/${m!.id}/payment/test`, { token: mateToken, body: CARD }),
      send(p1, "DELETE", `/api/party/members/${m!.id}`, { token: leadToken }),
    ]);
    answers.push(pay, remove);
    const [after] = await db.select().from(schema.bookingPartyMembers).where(eq(schema.bookingPartyMembers.id, m!.id));
    const [b] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, bookingId));
    const payments = await db.select().from(schema.bookingSharePayments).where(eq(schema.bookingSharePayments.memberId, m!.id));
    const charged = payments.filter((p) => p.status === "paid" || p.status === "partially_refunded").length;
    const statuses = [pay.status, remove.status].sort().join(",");
    if (statuses !== "200,409") breaches.push(`round ${round}: pay ${pay.status}, remove ${remove.status}`);
    const loser = pay.status === 409 ? pay : remove;
    const message =
      typeof loser.body.error === "string" ? loser.body.error : typeof loser.body.message === "string" ? loser.body.message : "";
    if (loser.status === 409 && (!message || /error|exception|sql/i.test(message)))
      breaches.push(`round ${round}: 409 without a plain message`);
    if (pay.status === 200) {
      wins.paid++;
      if (after?.status !== "paid" || charged !== 1 || b?.partySize !== 2) {
        breaches.push(`round ${round}: pay won but member ${after?.status}, ${charged} charges, party of ${b?.partySize}`);
      }
    } else if (remove.status === 200) {
      wins.removed++;
      if (after?.status !== "removed" || charged !== 0 || b?.partySize !== 1) {
        breaches.push(`round ${round}: remove won but member ${after?.status}, ${charged} charges, party of ${b?.partySize}`);
      }
    }
  }
  ctx.figures(
    "m: a member paying while the lead shrinks the party × 6",
    answers,
    Math.round(performance.now() - t0),
    200,
    { "paid wins": wins.paid, "removed wins": wins.removed },
    breaches,
  );
}
