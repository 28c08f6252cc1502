"use server";

import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { bookingStatusSchema } from "./schema";
import { changeBookingStatus } from "./status";

const answerSchema = bookingStatusSchema.extend({
  bookingId: recordId("Booking not found"),
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
