import { z } from "zod";

/** The routes read the booking from the path; their server actions take it in the body. */
export const cancelBookingSchema = z.object({
  bookingId: z.coerce
    .number({ error: "Booking not found" })
    .int("Booking not found")
    .positive("Booking not found")
    .max(2_147_483_647, "Booking not found"),
});
export type CancelBookingInput = z.input<typeof cancelBookingSchema>;
