"use server";

import { action } from "@/lib/actions/action";
import { completeOwnUpload } from "./client-upload";
import { completeUploadSchema, deleteUploadSchema } from "./media-schema";
import { deleteOwnUpload } from "./service";

/** Only the caller's own uploads. */
export const deleteUploadAction = action(
  { name: "media.delete", auth: ["outfitter", "admin"], schema: deleteUploadSchema },
  async ({ user, input }) => deleteOwnUpload(user, input.imageUrl),
);

/** The bytes went to Blob, not here: the file is checked and stored under the caller's key. */
export const completeUploadAction = action(
  { name: "media.completeUpload", auth: ["outfitter", "admin"], schema: completeUploadSchema },
  async ({ user, input }) => completeOwnUpload(user, input.pathname),
);
