import { z } from "zod";

export const deleteUploadSchema = z.object({
  imageUrl: z.string({ error: "imageUrl is required" }).min(1, "imageUrl is required").max(2000),
});
/** A URL, or null to remove it. */
export const coverPhotoSchema = z.object({ coverPhoto: z.string().trim().min(1, "coverPhoto is required").max(2000).nullable() });

export const completeUploadSchema = z.object({
  pathname: z.string({ error: "pathname is required" }).min(1, "pathname is required").max(200),
});
