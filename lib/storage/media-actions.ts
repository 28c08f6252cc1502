"use server";

import { action } from "@/lib/actions/action";
import { completeOwnUpload } from "./client-upload";
import { completeUploadSchema, deleteUploadSchema } from "./media-schema";
import { deleteOwnUpload } from "./service";

/** Removing a photo in the hunt form (DELETE /api/images/delete's twin): only the caller's own uploads. */
export const deleteUploadAction = action(
  { name: "media.delete", auth: ["outfitter", "admin"], schema: deleteUploadSchema },
  async ({ user, input }) => deleteOwnUpload(user, input.imageUrl),
);

/**
 * The browser's last step of a direct upload to Vercel Blob (POST /api/upload/complete's twin):
 * the file is checked and stored under the caller's key. The bytes went to Blob, not here.
 */
export const completeUploadAction = action(
  { name: "media.completeUpload", auth: ["outfitter", "admin"], schema: completeUploadSchema },
  async ({ user, input }) => completeOwnUpload(user, input.pathname),
);
