"use server";

import { action } from "@/lib/actions/action";
import { setCoverPhoto } from "@/lib/outfitters/cover-photo";
import { coverPhotoSchema, deleteUploadSchema } from "./media-schema";
import { deleteOwnUpload } from "./service";

/** Removing a photo in the hunt form (DELETE /api/images/delete's twin): only the caller's own uploads. */
export const deleteUploadAction = action(
  { name: "media.delete", auth: ["outfitter", "admin"], schema: deleteUploadSchema },
  async ({ user, input }) => deleteOwnUpload(user, input.imageUrl),
);

/** The Top-Tier card's cover photo (PUT /api/outfitter/cover-photo's twin): a top-tier outfitter's own upload. */
export const setCoverPhotoAction = action(
  { name: "outfitters.coverPhoto", auth: "outfitter", schema: coverPhotoSchema },
  async ({ user, input }) => setCoverPhoto(user, input.coverPhoto),
);
