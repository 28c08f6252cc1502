"use server";

import { action } from "@/lib/actions/action";
import { coverPhotoSchema } from "@/lib/storage/media-schema";
import { setCoverPhoto } from "./cover-photo";

/** A top-tier outfitter's own upload. */
export const setCoverPhotoAction = action(
  { name: "outfitters.coverPhoto", auth: "outfitter", schema: coverPhotoSchema },
  async ({ user, input }) => setCoverPhoto(user, input.coverPhoto),
);
