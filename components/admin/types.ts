import type { getRevenue } from "@/lib/money/revenue/summary";
import type { getMonthlyReportStatus } from "@/lib/reports/monthly-status";
import type { listOutbox } from "@/lib/email/diagnostics";
import type { PendingHuntReview, PendingOutfitterReview } from "@/lib/reviews/moderation";
import type { presentGear } from "@/lib/gear/manage";

/** Shapes of the admin API answers, taken from the services that produce them. */
export type RevenueData = Awaited<ReturnType<typeof getRevenue>>;
export type OutfitterBalanceRow = RevenueData["outfitterBalances"][number];
export type MismatchRow = RevenueData["bookingMismatches"][number];
export type MonthlyStatus = Awaited<ReturnType<typeof getMonthlyReportStatus>>;
export type MonthlyStatusRow = MonthlyStatus["outfitters"][number];
export type OutboxData = Awaited<ReturnType<typeof listOutbox>>;
export type GearItem = ReturnType<typeof presentGear>;
export type { PendingHuntReview, PendingOutfitterReview };
