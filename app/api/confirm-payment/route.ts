// POST /api/confirm-payment — verifies with the provider that the booking's payment succeeded and records it once.
import { route } from "@/lib/http/route";
import { confirmPaymentSchema } from "@/lib/bookings/schema";
import { confirmBookingPayment, PAY_OWN_BOOKINGS } from "@/lib/money/charges/booking-payment";

export const POST = route({ auth: "hunter", roleMessage: PAY_OWN_BOOKINGS, body: confirmPaymentSchema }, async ({ user, body }) =>
  confirmBookingPayment(user, body),
);
