"use server";

import { recordId } from "@/lib/http/record-id";
import { action } from "@/lib/actions/action";
import { markTagApplied } from "./booking-results";
import { resetCalendarToken } from "./calendar-token";
import { reportTagResult, reviewTagResult } from "./results";
import { tagAppliedSchema, tagReportSchema, tagReviewSchema } from "./results-schema";
import { z } from "zod";

const booking = { bookingId: recordId("Booking not found") };

/** "I drew" / "I did not draw" (twin of POST /api/bookings/{id}/tag-results). */
export const reportTagResultAction = action(
  { name: "tags.report", auth: ["hunter", "outfitter"], schema: tagReportSchema.extend(booking) },
  async ({ user, input }) => {
    const { bookingId, ...report } = input;
    return reportTagResult(user, bookingId, report);
  },
);

/** The outfitter's Confirm / Dispute (twin of POST /api/bookings/{id}/tag-results/review). */
export const reviewTagResultAction = action(
  { name: "tags.review", auth: "outfitter", schema: z.object(booking).and(tagReviewSchema) },
  async ({ user, input }) => {
    const { bookingId, ...review } = input;
    return reviewTagResult(user, bookingId, review);
  },
);

/** "I applied" (twin of POST /api/bookings/{id}/tag-results/applied). */
export const markTagAppliedAction = action(
  { name: "tags.applied", auth: "hunter", schema: tagAppliedSchema.extend(booking) },
  async ({ user, input }) => markTagApplied(user, input.bookingId, input.hunterIndex),
);

/** A new private calendar address; the old one stops working (twin of POST /api/hunter/deadlines/calendar-token). */
export const resetCalendarTokenAction = action({ name: "tags.calendarReset", auth: "hunter", schema: z.object({}) }, async ({ user }) =>
  resetCalendarToken(user),
);
