// POST /api/payments/test/confirm — the offline test provider's card step (only without Stripe keys).
import { route } from "@/lib/http/route";
import { testCardPaymentSchema } from "@/lib/bookings/schema";
import { payBookingWithTestCard } from "@/lib/money/charges/stripe-events";
import { PAY_OWN_BOOKINGS } from "@/lib/money/charges/booking-payment";

export const POST = route({ auth: "hunter", roleMessage: PAY_OWN_BOOKINGS, body: testCardPaymentSchema }, async ({ user, body }) =>
  payBookingWithTestCard(user, body),
);
