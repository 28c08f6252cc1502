import { z } from "zod";

/** DELETE /api/images/delete's body, and the remove button's server action. */
export const deleteUploadSchema = z.object({
  imageUrl: z.string({ error: "imageUrl is required" }).min(1, "imageUrl is required").max(2000),
});
/** PUT /api/outfitter/cover-photo's body, and the Top-Tier card's server action: a URL, or null to remove it. */
export const coverPhotoSchema = z.object({ coverPhoto: z.string().trim().min(1, "coverPhoto is required").max(2000).nullable() });

/** The incoming pathname of the caller's finished direct upload to Vercel Blob. */
export const completeUploadSchema = z.object({
  pathname: z.string({ error: "pathname is required" }).min(1, "pathname is required").max(200),
});
