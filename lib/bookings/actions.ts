"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { bookingStatusSchema } from "./schema";
import { changeBookingStatus } from "./status";

const answerSchema = bookingStatusSchema.extend({
  bookingId: z.number({ error: "Booking not found" }).int("Booking not found").positive("Booking not found").max(2_147_483_647, "Booking not found"),
  // The dashboards answer and complete; a hunter's own cancel is cancelPendingBookingAction.
  status: z.enum(["accepted", "denied", "completed"], { error: "status must be one of accepted, denied, completed" }),
});

/**
 * Accept, Deny and Mark Complete on the outfitter's dashboards (PATCH /api/bookings/{id}/status's
 * twin): the hunt's outfitter; accepting captures the card hold, denying releases it.
 */
export const answerBookingAction = action({ name: "bookings.answer", auth: "outfitter", schema: answerSchema }, async ({ user, input }) => {
  const b = await changeBookingStatus(user, input.bookingId, input.status);
  return { id: b.id, status: b.status, paymentStatus: b.paymentStatus };
});
