// POST /api/create-payment-intent — the payment intent of the hunter's booking; the amount comes from the booking.
import { route } from "@/lib/http/route";
import { createPaymentIntentSchema } from "@/lib/bookings/schema";
import { createPaymentIntentForBooking, PAY_OWN_BOOKINGS } from "@/lib/money/charges/booking-payment";

export const POST = route({ auth: "hunter", roleMessage: PAY_OWN_BOOKINGS, body: createPaymentIntentSchema }, async ({ user, body }) =>
  createPaymentIntentForBooking(user, body.bookingId),
);
