// Client-safe: the draw states the admin's bookings list filters by (`tagStatus` of GET /api/admin/bookings).
export const TAG_STATUS_FILTERS = ["pending", "drawn", "not_drawn", "unconfirmed", "disputed"] as const;
export type TagStatusFilter = (typeof TAG_STATUS_FILTERS)[number];

export const TAG_STATUS_LABELS: Record<TagStatusFilter, string> = {
  pending: "Tag pending",
  drawn: "Drawn",
  not_drawn: "Not drawn",
  unconfirmed: "Awaiting the outfitter's answer",
  disputed: "Disputed",
};
