import { eq } from "drizzle-orm";
import { send, type Answer } from "./servers";

type Ctx = {
  ports: number[];
  outfitterId: number;
  outfitterToken: string;
  tokens: string[];
  figures: (
    scenario: string,
    answers: Answer[],
    wallMs: number,
    okStatus: number,
    extra: Record<string, string | number>,
    breaches: string[],
  ) => unknown;
};

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * (i) issue 47: a hunter's "not drawn" being confirmed on one instance while the outfitter cancels
 * the booking on the other → one outcome: the hunter gets back exactly what was paid, once.
 */
export async function tagReportAgainstCancel(ctx: Ctx, rounds = 3) {
  const { db } = await import("../../db");
  const schema = await import("../../db/schema");
  const { createHunt } = await import("../../seed/factories");
  const [p0, p1] = [ctx.ports[0]!, ctx.ports[1 % ctx.ports.length]!];
  const answers: Answer[] = [];
  const breaches: string[] = [];
  const t0 = performance.now();
  for (let round = 0; round < rounds; round++) {
    const token = ctx.tokens[50 + round]!;
    const hunt = await createHunt({ outfitterId: ctx.outfitterId, availability: 4, priceCents: 200000 });
    await db.insert(schema.huntTags).values({
      huntId: hunt.id,
      tagType: "draw",
      region: "Colorado",
      applicationOpensOn: day(1),
      applicationClosesOn: day(20),
      resultsOn: day(40),
      failedDrawOutcome: "refund",
    });
    const body = {
      huntId: hunt.id,
      partySize: 2,
      drawOutcomeAccepted: true,
      hunterName: "Draw Race",
      hunterPhone: "406-555-0111",
      emergencyContactName: "Contact",
      emergencyContactPhone: "406-555-0122",
      termsAccepted: true,
    };
    const b = await send(p0, "POST", "/api/bookings", { token, body });
    const id = Number(b.body.id);
    const intent = await send(p1, "POST", "/api/create-payment-intent", { token, body: { bookingId: id } });
    await send(p0, "POST", "/api/payments/test/confirm", {
      token,
      body: { clientSecret: intent.body.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    });
    await send(p1, "POST", "/api/confirm-payment", { token, body: { bookingId: id, paymentIntentId: intent.body.paymentIntentId } });
    await send(p0, "PATCH", `/api/bookings/${id}/status`, { token: ctx.outfitterToken, body: { status: "accepted" } });
    const report = await send(p1, "POST", `/api/bookings/${id}/tag-results`, { token, body: { hunterIndex: 2, result: "not_drawn" } });
    if (report.status !== 200) breaches.push(`round ${round}: the report answered ${report.status}`);
    // Even rounds start the confirm first, odd rounds the cancel.
    const confirm = () =>
      send(p0, "POST", `/api/bookings/${id}/tag-results/review`, {
        token: ctx.outfitterToken,
        body: { hunterIndex: 2, decision: "confirm" },
      });
    const cancel = () => send(p1, "POST", `/api/bookings/${id}/cancel`, { token: ctx.outfitterToken });
    const pair = await Promise.all(round % 2 ? [cancel(), confirm()] : [confirm(), cancel()]);
    answers.push(...pair);
    if (pair.some((a) => a.status >= 500 || a.status === 0)) breaches.push(`round ${round}: ${pair.map((a) => a.status).join(",")}`);
    const [row] = await db.select().from(schema.bookings).where(eq(schema.bookings.id, id));
    const [paid] = await db
      .select()
      .from(schema.testPayments)
      .where(eq(schema.testPayments.id, String(intent.body.paymentIntentId)));
    const charged = row!.depositCents ?? row!.totalAmountCents;
    if (row!.status !== "cancelled" || row!.refundedCents !== charged || paid!.refundedCents !== charged)
      breaches.push(
        `round ${round}: booking ${row!.status}, refunded ${row!.refundedCents} (provider ${paid!.refundedCents}) of ${charged}`,
      );
  }
  ctx.figures("i: not-drawn confirm racing the outfitter's cancel", answers, Math.round(performance.now() - t0), 200, {}, breaches);
}
