import { sql } from "drizzle-orm";
import { queryRows } from "@/db/index";
import { messages, outfitterReferences, referenceContacts } from "@/db/schema";
import { accrueCommission } from "@/lib/money/commission/ledger";
import { refreshReliability } from "@/lib/reliability/figures";
import { createBooking } from "./factories";
import { optInReference } from "./reference-factories";
import { daysAgo, fullName, pick, type HuntRow, type SeedContext, type UserRow } from "./context";
import { DEMO_HUNTER_EMAIL } from "./data/people";

const HOUR = 3_600_000;

/**
 * Reliability in the open and references (issue 49): every seeded request answered a few hours after
 * it was paid (the demo outfitter within 3 hours), the hunter's cancellation marked hers; a Top-Tier
 * outfitter (Zambezi Valley) that cancelled 1 of its 16 accepted bookings in 12 months, so it is
 * penalized (ranked lower, no badge, the reason on the admin's view); past clients of the demo
 * outfitter as references, one already contacted and answered. Figures stored as the app stores them.
 */
export async function seedEvidence(ctx: SeedContext) {
  const { tx } = ctx;
  await answerSeededBookings(ctx);
  await seedPastClients(ctx);
  await seedReferences(ctx);
  for (const o of ctx.outfitters) await refreshReliability(tx, o.id, ctx.now);
}

async function answerSeededBookings(ctx: SeedContext) {
  const demo = pick(ctx.outfitterByKey, "bitterroot");
  // Answered (accepted, completed or denied) some hours after the card was held: 1–3 h for the demo outfitter, 2–9 h elsewhere.
  await ctx.tx.execute(sql`UPDATE bookings SET answered_at = coalesce(paid_at, created_at)
      + make_interval(mins => CASE WHEN outfitter_id = ${demo.id} THEN 60 + (id * 47) % 120 ELSE 120 + (id * 89) % 420 END)
    WHERE source = 'direct' AND status IN ('accepted', 'completed', 'denied') AND answered_at IS NULL`);
  await ctx.tx.execute(sql`UPDATE bookings SET answered_at = created_at WHERE source = 'claim' AND answered_at IS NULL`);
  await ctx.tx.execute(sql`UPDATE bookings SET cancelled_by = 'hunter', cancelled_at = created_at + interval '3 days'
    WHERE status = 'cancelled' AND cancelled_by IS NULL`);
}

type Past = { hunter: UserRow; hunt: HuntRow; days: number; cancelledByOutfitter?: boolean };

/** A past booking, paid and answered a few hours later; completed with its commission, or cancelled by the outfitter and refunded. */
async function pastBooking(ctx: SeedContext, { hunter, hunt, days, cancelledByOutfitter = false }: Past) {
  const paidAt = daysAgo(ctx, days, 9);
  const booking = await createBooking(
    {
      huntId: hunt.id,
      outfitterId: hunt.outfitterId,
      hunterId: hunter.id,
      hunterName: fullName(hunter),
      hunterPhone: hunter.phone,
      emergencyContactName: "Chris " + hunter.lastName,
      emergencyContactPhone: "+14065550199",
      termsAccepted: true,
      totalAmountCents: hunt.priceCents,
      serviceFeeCents: 0,
      status: cancelledByOutfitter ? "cancelled" : "completed",
      paymentStatus: cancelledByOutfitter ? "refunded" : "paid",
      paymentProvider: "stripe",
      paidAt,
      answeredAt: new Date(paidAt.getTime() + (2 + (days % 4)) * HOUR),
      ...(cancelledByOutfitter ? { cancelledBy: "outfitter" as const, cancelledAt: daysAgo(ctx, days - 30) } : {}),
      source: "direct",
      createdAt: daysAgo(ctx, days, 8),
    },
    ctx.tx,
  );
  if (!cancelledByOutfitter)
    await accrueCommission(ctx.tx, { outfitterId: hunt.outfitterId, bookingId: booking.id, baseAmountCents: booking.totalAmountCents });
}

async function seedPastClients(ctx: SeedContext) {
  const hunter = (email: string) => pick(ctx.hunterByEmail, email);
  const demoHunts = ctx.huntsByOutfitter.get(pick(ctx.outfitterByKey, "bitterroot").id)!.filter((h) => h.isActive);
  await pastBooking(ctx, { hunter: hunter("sofia.lindqvist@example.com"), hunt: demoHunts[0]!, days: 260 });
  await pastBooking(ctx, { hunter: hunter("grace.halloran@example.com"), hunt: demoHunts[1]!, days: 200 });
  // Zambezi Valley: 15 safaris over the year, the outfitter cancelled one after accepting it.
  const zambeziHunts = ctx.huntsByOutfitter.get(pick(ctx.outfitterByKey, "zambezi").id)!.filter((h) => h.isActive);
  const clients = ctx.hunters.filter((h) => h.email !== DEMO_HUNTER_EMAIL);
  for (let i = 0; i < 15; i++)
    await pastBooking(ctx, {
      hunter: clients[i % clients.length]!,
      hunt: zambeziHunts[i % zambeziHunts.length]!,
      days: 340 - i * 20,
      cancelledByOutfitter: i === 9,
    });
}

async function seedReferences(ctx: SeedContext) {
  const { tx } = ctx;
  const demo = pick(ctx.outfitterByKey, "bitterroot");
  const zambezi = pick(ctx.outfitterByKey, "zambezi");
  // Past clients: a completed booking with the outfitter (the door's own rule).
  const pastClients = (outfitterId: number) =>
    queryRows<{ hunter_id: number; booking_id: number }>(
      tx,
      sql`SELECT DISTINCT ON (hunter_id) hunter_id, id AS booking_id FROM bookings
           WHERE outfitter_id = ${outfitterId} AND status = 'completed' ORDER BY hunter_id, id`,
    );
  const demoClients = await pastClients(demo.id);
  const zambeziClients = (await pastClients(zambezi.id)).slice(0, 6);
  const refs = [];
  for (const c of [...demoClients.map((c) => [demo.id, c] as const), ...zambeziClients.map((c) => [zambezi.id, c] as const)])
    refs.push(await optInReference(c[0], Number(c[1].hunter_id), tx, Number(c[1].booking_id)));
  // One relayed contact, answered: a visitor asked the demo outfitter's reference and got a reply.
  const ref = refs.find((r) => r.outfitterId === demo.id);
  const visitor = pick(ctx.hunterByEmail, "marcus.bell@example.com");
  if (!ref) return;
  const askedAt = daysAgo(ctx, 4, 15);
  await tx
    .update(outfitterReferences)
    .set({ lastContactedAt: askedAt, contactCount: 1 })
    .where(sql`id = ${ref.id}`);
  await tx.insert(referenceContacts).values({
    referenceId: ref.id,
    outfitterId: demo.id,
    visitorId: visitor.id,
    referenceHunterId: ref.hunterId,
    createdAt: askedAt,
  });
  await tx.insert(messages).values([
    {
      senderId: visitor.id,
      receiverId: ref.hunterId,
      content: `A hunter considering ${demo.firstName} would like to hear from a past client (you opted in as a reference; reply here and they will see your first name):\n\nHow was the elk camp, and did the guides work hard when the weather turned?`,
      isRead: true,
      createdAt: askedAt,
    },
    {
      senderId: ref.hunterId,
      receiverId: visitor.id,
      content:
        "They did. We had two days of sleet and the guides still had us glassing at first light. I didn't fill my tag, but I had two chances and would book again.",
      isRead: false,
      createdAt: new Date(askedAt.getTime() + 5 * HOUR),
    },
  ]);
}
