// POST /api/create-payment-intent — the payment intent of the hunter's booking; the amount comes from the booking.
import { route } from "@/lib/http/route";
import { createPaymentIntentSchema } from "@/lib/bookings/schema";
import { createPaymentIntentForBooking } from "@/lib/bookings/payment";

export const POST = route({ auth: "user", body: createPaymentIntentSchema }, async ({ user, body }) =>
  createPaymentIntentForBooking(user, body.bookingId),
);
