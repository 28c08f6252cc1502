// DELETE /api/images/delete — removes one of the caller's uploaded images ({ imageUrl }) from storage and their hunts.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteOwnUpload } from "@/lib/storage/service";

const body = z.object({ imageUrl: z.string({ error: "imageUrl is required" }).min(1, "imageUrl is required").max(2000) });

export const DELETE = route({ auth: ["outfitter", "admin"], body }, async ({ user, body }) => deleteOwnUpload(user, body.imageUrl));
