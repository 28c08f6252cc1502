"use server";

import { action } from "@/lib/actions/action";
import { setCoverPhoto } from "@/lib/outfitters/cover-photo";
import { completeOwnUpload } from "./client-upload";
import { completeUploadSchema, coverPhotoSchema, deleteUploadSchema } from "./media-schema";
import { deleteOwnUpload } from "./service";

/** Only the caller's own uploads. */
export const deleteUploadAction = action(
  { name: "media.delete", auth: ["outfitter", "admin"], schema: deleteUploadSchema },
  async ({ user, input }) => deleteOwnUpload(user, input.imageUrl),
);

/** A top-tier outfitter's own upload. */
export const setCoverPhotoAction = action(
  { name: "outfitters.coverPhoto", auth: "outfitter", schema: coverPhotoSchema },
  async ({ user, input }) => setCoverPhoto(user, input.coverPhoto),
);

/** The bytes went to Blob, not here: the file is checked and stored under the caller's key. */
export const completeUploadAction = action(
  { name: "media.completeUpload", auth: ["outfitter", "admin"], schema: completeUploadSchema },
  async ({ user, input }) => completeOwnUpload(user, input.pathname),
);
