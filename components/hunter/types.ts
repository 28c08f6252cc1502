import type { HunterBooking } from "@/lib/bookings/present";

/** GET /api/hunter/bookings's rows, as the service presents them (lib/bookings/present.ts). */
export type HunterBookingSummary = HunterBooking;
export type HunterBookingStatus = HunterBooking["status"];

// One vocabulary for every list and page: lib/bookings/request-text.ts.
export { BOOKING_STATUS_LABELS, EXPIRED_LABEL, bookingLabel } from "@/lib/bookings/request-text";
