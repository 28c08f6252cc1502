import type { hunts } from "@/db/schema";
import { formatCents } from "@/lib/money";
import type { RatingSummary } from "@/lib/reviews/public";

export type HuntRow = typeof hunts.$inferSelect;

export type OutfitterSummary = {
  id: number;
  firstName: string;
  isTopTier: boolean;
  profileImage: string | null;
  coverPhoto: string | null;
  /** The outfitter's rating (approved outfitter reviews); set on lists of hunt cards. */
  rating?: RatingSummary;
};

/** The hunt as the API and pages show it (spec 000 §3, 001 §3): money as "1250.00" strings. */
export type PublicHunt = {
  id: number;
  outfitterId: number;
  title: string;
  description: string;
  species: string[];
  location: string;
  price: string;
  originalPrice: string | null;
  isDiscounted: boolean;
  discountType: HuntRow["discountType"];
  /** Dollars ("150.00") for an amount discount, percent ("15") for a percentage. */
  discountValue: string | null;
  duration: number;
  groupSize: number;
  difficulty: HuntRow["difficulty"];
  dates: string;
  availability: number;
  images: string[];
  video: string | null;
  isActive: boolean;
  featured: boolean;
  createdAt: string;
  outfitter?: OutfitterSummary;
};

export function discountValueText(row: Pick<HuntRow, "discountType" | "discountValue">): string | null {
  if (row.discountValue == null || !row.discountType) return null;
  if (row.discountType === "amount") return formatCents(row.discountValue);
  const pct = row.discountValue / 100;
  return Number.isInteger(pct) ? String(pct) : pct.toFixed(2);
}

export function toPublicHunt(row: HuntRow, outfitter?: OutfitterSummary): PublicHunt {
  return {
    id: row.id,
    outfitterId: row.outfitterId,
    title: row.title,
    description: row.description,
    species: row.species,
    location: row.location,
    price: formatCents(row.priceCents),
    originalPrice: row.isDiscounted && row.originalPriceCents != null ? formatCents(row.originalPriceCents) : null,
    isDiscounted: row.isDiscounted,
    discountType: row.discountType,
    discountValue: discountValueText(row),
    duration: row.durationDays,
    groupSize: row.groupSize,
    difficulty: row.difficulty,
    dates: row.dates,
    availability: row.availability,
    images: row.images,
    video: row.video,
    isActive: row.isActive,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    ...(outfitter ? { outfitter } : {}),
  };
}
