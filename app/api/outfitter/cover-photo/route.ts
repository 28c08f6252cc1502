// PUT /api/outfitter/cover-photo — a top-tier outfitter sets ({ coverPhoto: url }) or removes (null) their cover photo.
import { route } from "@/lib/http/route";
import { setCoverPhoto } from "@/lib/outfitters/cover-photo";
import { coverPhotoSchema as body } from "@/lib/storage/media-schema";

export const PUT = route({ auth: "outfitter", body }, async ({ user, body }) => setCoverPhoto(user, body.coverPhoto));
