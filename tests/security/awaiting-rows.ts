/**
 * Routes merged before their rows were written. The matrix tolerates exactly these while their
 * rows are added; a new route that is in neither list fails the registry test. Shrink only.
 */
export const AWAITING_ROWS: readonly string[] = [
  "POST /api/booking-inquiries",
  "POST /api/outfitter-reviews",
  "POST /api/reviews",
];
