import { and, eq } from "drizzle-orm";
import { db } from "@/db";
import { bookings, emailOutbox, hunts } from "@/db/schema";
import { createActivePayoutAccount, createHunt, createHunter, createOutfitter, type HuntOverrides } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { POST as bookingsPOST } from "@/app/api/bookings/route";
import { POST as intentPOST } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";
import { POST as confirmPOST } from "@/app/api/confirm-payment/route";
import { captureBookingHold } from "@/lib/money/charges/payment-operations";
import { createBookingSchema, type CreateBookingInput } from "@/lib/bookings/schema";
import { call } from "./http";

/** An approved outfitter with an Active payout account and one hunt, and a hunter, each with an API token. */
export async function bookingWorld(hunt: Partial<HuntOverrides> = {}) {
  const outfitter = await createOutfitter();
  // On the provider the test file runs with (a Stripe account when Stripe is configured).
  await createActivePayoutAccount(outfitter.id, { provider: process.env.STRIPE_SECRET_KEY ? "stripe" : "test" });
  const hunter = await createHunter({ firstName: "Hannah" });
  const h = await createHunt({ outfitterId: outfitter.id, priceCents: 450000, availability: 3, ...hunt });
  return {
    outfitter,
    hunter,
    hunt: h,
    outfitterToken: await issueApiToken(outfitter.id),
    hunterToken: await issueApiToken(hunter.id),
  };
}

export function bookingBody(huntId: number, overrides: Record<string, unknown> = {}) {
  return {
    huntId,
    totalAmount: "4500.00",
    serviceFee: "0.00",
    hunterName: "Hannah Reed",
    hunterPhone: "(406) 555-0134",
    emergencyContactName: "Sam Reed",
    emergencyContactPhone: "406-555-0187",
    specialRequirements: "Vegetarian meals",
    termsAccepted: true,
    ...overrides,
  };
}

/** bookingBody as POST /api/bookings's door hands it to the service, for tests that call createOrResumeBooking. */
export function bookingInput(huntId: number, overrides: Record<string, unknown> = {}): CreateBookingInput {
  return createBookingSchema.parse(bookingBody(huntId, overrides));
}

export async function book(token: string, huntId: number, overrides: Record<string, unknown> = {}) {
  return call<{ id: number; totalAmount: string; status: string; message?: string }>(bookingsPOST, {
    token,
    body: bookingBody(huntId, overrides),
  });
}

/** Books and pays with the offline test provider's success card; returns the booking id and intent. */
export async function bookAndPay(token: string, huntId: number, overrides: Record<string, unknown> = {}) {
  const b = await book(token, huntId, overrides);
  if (b.status !== 201) throw new Error(`booking failed: ${b.status} ${JSON.stringify(b.json)}`);
  return payBooking(token, b.json.id);
}

/** Pays an existing booking with the offline test provider's success card. */
export async function payBooking(token: string, bookingId: number) {
  const b = { json: { id: bookingId } };
  const intent = await call<{ clientSecret: string; paymentIntentId: string }>(intentPOST, { token, body: { bookingId: b.json.id } });
  const paid = await call(testConfirmPOST, {
    token,
    body: { clientSecret: intent.json.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  if (paid.status !== 200) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.json)}`);
  const confirmed = await call(confirmPOST, { token, body: { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId } });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
  return { bookingId: b.json.id, paymentIntentId: intent.json.paymentIntentId };
}

/**
 * Books, pays (the card is only held: request to book) and captures the hold as accepting would,
 * without accepting: a booking whose payment is captured, for the refund paths.
 */
export async function bookAndCapture(token: string, huntId: number, overrides: Record<string, unknown> = {}) {
  const paid = await bookAndPay(token, huntId, overrides);
  await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, paid.bookingId)).for("update");
    await captureBookingHold(tx, b!);
  });
  return paid;
}

export async function bookingRow(id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function availability(huntId: number) {
  const [row] = await db.select({ availability: hunts.availability }).from(hunts).where(eq(hunts.id, huntId));
  return row!.availability;
}

export async function emailsTo(email: string, template?: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(template ? and(eq(emailOutbox.toEmail, email), eq(emailOutbox.template, template)) : eq(emailOutbox.toEmail, email));
  return rows;
}
