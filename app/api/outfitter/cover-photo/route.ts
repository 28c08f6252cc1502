// PUT /api/outfitter/cover-photo — a top-tier outfitter sets ({ coverPhoto: url }) or removes (null) their cover photo.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { setCoverPhoto } from "@/lib/outfitters/cover-photo";

const body = z.object({ coverPhoto: z.string().trim().min(1, "coverPhoto is required").max(2000).nullable() });

export const PUT = route({ auth: "outfitter", body }, async ({ user, body }) => setCoverPhoto(user, body.coverPhoto));
