import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createHunter } from "@/seed/factories";
import { bookings } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { confirmBookingPaymentAction, createBookingAction, payWithTestCardAction, startBookingPaymentAction } from "@/lib/bookings/actions";
import { ONLY_HUNTERS_MESSAGE } from "@/lib/bookings/service";
import { availability, bookingBody, bookingRow, bookingWorld } from "../../support/bookings";
import { callAs } from "../../support/next-headers";

vi.mock("next/headers", () => import("../../support/next-headers"));

/**
 * The booking page's Pay (lib/bookings/actions.ts): createBookingAction, startBookingPaymentAction
 * and confirmBookingPaymentAction, twins of POST /api/bookings, /api/create-payment-intent and
 * /api/confirm-payment, and the offline test provider's card step between them, payWithTestCardAction
 * (twin of POST /api/payments/test/confirm).
 */
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  w = await bookingWorld();
});

const bookingsOf = async (hunterId: number) =>
  (await db.select({ n: count() }).from(bookings).where(eq(bookings.hunterId, hunterId)))[0]!.n;

describe("booking checkout actions", () => {
  it("books, starts the payment and confirms it as the routes do; each step again answers the same booking", async () => {
    callAs(w.hunterToken);
    const created = await createBookingAction(IDLE, bookingBody(w.hunt.id, { totalAmount: "1.00", partySize: 2 }));
    expect(created).toMatchObject({ ok: true, data: { status: "pending", paymentStatus: "unpaid", totalAmount: "9000.00", partySize: 2 } });
    const bookingId = created.data!.id;
    expect((await bookingRow(bookingId)).hunterPhone).toBe("+14065550134");
    expect(await availability(w.hunt.id)).toBe(1);
    // A second Pay (the reservation resumed) takes no more spots.
    expect(await createBookingAction(IDLE, bookingBody(w.hunt.id, { partySize: 2 }))).toMatchObject({ ok: true, data: { id: bookingId } });
    expect(await availability(w.hunt.id)).toBe(1);

    const intent = await startBookingPaymentAction(IDLE, { bookingId, amount: 1 });
    expect(intent).toMatchObject({ ok: true, data: { bookingId, amount: "9000.00", provider: "test" } });
    expect(await startBookingPaymentAction(IDLE, { bookingId })).toMatchObject({
      ok: true,
      data: { paymentIntentId: intent.data!.paymentIntentId },
    });

    const card = { clientSecret: intent.data!.clientSecret, expiry: "12 / 40", cvc: "123" };
    const started = (await bookingRow(bookingId)).paymentStatus; // the intent is open, nothing held
    // A declined card answers the provider's message (402) and holds nothing; the booking can pay again.
    const declined = await payWithTestCardAction(IDLE, { ...card, cardNumber: "4000 0000 0000 0002" });
    expect(declined).toMatchObject({ ok: false, status: 402 });
    expect(declined.message).toMatch(/declined/i);
    expect((await bookingRow(bookingId)).paymentStatus).toBe(started);
    // A card the schema refuses answers its field, and charges nothing.
    const blank = await payWithTestCardAction(IDLE, { ...card, cardNumber: "" });
    expect(blank).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(blank.fieldErrors ?? {})).toContain("cardNumber");
    expect((await bookingRow(bookingId)).paymentStatus).toBe(started);
    expect(await payWithTestCardAction(IDLE, { ...card, cardNumber: "4242 4242 4242 4242" })).toMatchObject({
      ok: true,
      data: { status: "requires_capture", paymentIntentId: intent.data!.paymentIntentId },
    });
    const input = { bookingId, paymentIntentId: intent.data!.paymentIntentId };
    expect(await confirmBookingPaymentAction(IDLE, input)).toMatchObject({
      ok: true,
      data: { id: bookingId, paymentStatus: "authorized" },
    });
    expect(await confirmBookingPaymentAction(IDLE, input)).toMatchObject({
      ok: true,
      data: { id: bookingId, paymentStatus: "authorized" },
    });
    expect(await startBookingPaymentAction(IDLE, { bookingId })).toMatchObject({
      ok: false,
      status: 409,
      message: "This booking is already paid",
    });
  });

  it("a body that fails the schema answers its field errors and reserves nothing", async () => {
    const hunter = await createHunter();
    callAs(await issueApiToken(hunter.id));
    const before = await availability(w.hunt.id);
    const r = await createBookingAction(IDLE, bookingBody(w.hunt.id, { hunterPhone: "12", termsAccepted: false }));
    expect(r).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys(r.fieldErrors ?? {})).toEqual(expect.arrayContaining(["hunterPhone", "termsAccepted"]));
    expect(await bookingsOf(hunter.id)).toBe(0);
    expect(await availability(w.hunt.id)).toBe(before);
  });

  it("an outfitter or nobody is refused at the door; another hunter cannot pay this hunter's booking (403)", async () => {
    callAs(w.outfitterToken);
    expect(await createBookingAction(IDLE, bookingBody(w.hunt.id))).toMatchObject({
      ok: false,
      status: 403,
      message: ONLY_HUNTERS_MESSAGE,
    });
    callAs();
    expect(await createBookingAction(IDLE, bookingBody(w.hunt.id))).toMatchObject({ ok: false, status: 401 });
    const other = await createHunter();
    callAs(await issueApiToken(other.id));
    const own = await createBookingAction(IDLE, bookingBody(w.hunt.id));
    expect(own).toMatchObject({ ok: true });
    callAs(w.hunterToken);
    expect(await startBookingPaymentAction(IDLE, { bookingId: own.data!.id })).toMatchObject({ ok: false, status: 403 });
    expect(await confirmBookingPaymentAction(IDLE, { bookingId: own.data!.id, paymentIntentId: "pi_x" })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect((await bookingRow(own.data!.id)).paymentIntentId).toBeNull();
    // Nor charge a card on it: the other hunter's intent, paid by this hunter, is refused.
    callAs(await issueApiToken(other.id));
    const theirs = await startBookingPaymentAction(IDLE, { bookingId: own.data!.id });
    expect(theirs).toMatchObject({ ok: true });
    const before = (await bookingRow(own.data!.id)).paymentStatus;
    callAs(w.hunterToken);
    const card = { clientSecret: theirs.data!.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };
    expect(await payWithTestCardAction(IDLE, card)).toMatchObject({ ok: false, status: 403 });
    callAs(w.outfitterToken);
    expect(await payWithTestCardAction(IDLE, card)).toMatchObject({
      ok: false,
      status: 403,
      message: "You can only pay for your own bookings",
    });
    expect((await bookingRow(own.data!.id)).paymentStatus).toBe(before);
  });
});
