import { z } from "zod";

/**
 * The booking a cancel confirmation is about (client-safe). POST /api/bookings/{id}/cancel and
 * PATCH /api/bookings/{id}/status read it from the path; their server actions take it in the body.
 */
export const cancelBookingSchema = z.object({
  bookingId: z.coerce
    .number({ error: "Booking not found" })
    .int("Booking not found")
    .positive("Booking not found")
    .max(2_147_483_647, "Booking not found"),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;
