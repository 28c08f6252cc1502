import { z } from "zod";
import { singleLine } from "@/lib/http/single-line";
import { gearCategory } from "@/db/schema/enums";

export const GEAR_CATEGORIES = gearCategory.enumValues;
export type GearCategory = (typeof GEAR_CATEGORIES)[number];
export const GEAR_CATEGORY_LABELS: Record<GearCategory, string> = {
  gear: "Essential Gear",
  clothing: "Hunting Apparel",
  equipment: "Equipment",
  accessories: "Accessories",
};

export const AMAZON_URL_MESSAGE = "Please enter an Amazon product link (https://www.amazon.com/...)";

/** amazon.com, www.amazon.co.uk, smile.amazon.de …: the host's registrable name must be amazon. */
export function isAmazonUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  return /(^|\.)amazon\.(?:[a-z]{2,3})(?:\.[a-z]{2})?$/i.test(url.hostname);
}

/** A link that already carries a tag keeps it. */
export function withAffiliateTag(raw: string, tag: string): string {
  const url = new URL(raw);
  if (!url.searchParams.get("tag")) {
    url.searchParams.delete("tag");
    url.searchParams.set("tag", tag);
  }
  return url.toString();
}

const imageField = z
  .string()
  .trim()
  .max(2000, "Image URL is too long")
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v) || /^\/[^/\s]\S*$/.test(v), "Image must be a web address (https://…)");

const fields = {
  name: singleLine(z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(200, "Name is too long"), "Name"),
  description: z
    .string()
    .trim()
    .max(2000, "Description is too long")
    .nullish()
    .transform((v) => v || null),
  image: imageField,
  amazonUrl: z
    .string({ error: "Amazon URL is required" })
    .trim()
    .min(1, "Amazon URL is required")
    .max(2000, "Amazon URL is too long")
    .refine(isAmazonUrl, AMAZON_URL_MESSAGE),
  category: z.enum(GEAR_CATEGORIES, { error: "Category must be gear, clothing, equipment or accessories" }),
  displayOrder: z.coerce
    .number({ error: "Display order must be a number" })
    .int("Display order must be a whole number")
    .min(0, "Display order cannot be negative")
    .max(100000),
};

export const gearCreateSchema = z.object({
  outfitterId: z.coerce.number({ error: "Outfitter is required" }).int().positive("Outfitter is required"),
  name: fields.name,
  description: fields.description,
  image: fields.image,
  amazonUrl: fields.amazonUrl,
  category: fields.category.nullish().transform((v) => v ?? "gear"),
  displayOrder: fields.displayOrder.nullish(),
});

/** A field not sent stays absent (left as it is); "" or null clears description and image. */
export const gearUpdateSchema = z.object({
  name: fields.name.optional(),
  description: fields.description.optional(),
  image: fields.image.optional(),
  amazonUrl: fields.amazonUrl.optional(),
  category: fields.category.optional(),
  displayOrder: fields.displayOrder.optional(),
});

export type GearCreateInput = z.input<typeof gearCreateSchema>;
export type GearCreateData = z.output<typeof gearCreateSchema>;
export type GearUpdateData = z.output<typeof gearUpdateSchema>;
