import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { createHunter } from "@/db/factories";
import { bookings } from "@/db/schema";
import { IDLE } from "@/lib/actions/state";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { confirmBookingPaymentAction, createBookingAction, startBookingPaymentAction } from "@/lib/bookings/actions";
import { ONLY_HUNTERS_MESSAGE } from "@/lib/bookings/service";
import { availability, bookingBody, bookingRow, bookingWorld } from "../support/bookings";
import { call } from "../support/http";
import { callAs } from "../support/next-headers";
import { POST as testConfirmPOST } from "@/app/api/payments/test/confirm/route";

vi.mock("next/headers", () => import("../support/next-headers"));

/**
 * The booking page's Pay (lib/bookings/actions.ts): createBookingAction, startBookingPaymentAction
 * and confirmBookingPaymentAction, twins of POST /api/bookings, /api/create-payment-intent and
 * /api/confirm-payment. The card step between them is the provider's (here the offline test provider's route).
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

    const paid = await call(testConfirmPOST, {
      token: w.hunterToken,
      body: { clientSecret: intent.data!.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
    });
    expect(paid.status).toBe(200);
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
  });
});
