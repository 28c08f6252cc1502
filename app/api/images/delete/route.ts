// DELETE /api/images/delete — removes one of the caller's uploaded images ({ imageUrl }) from storage and their hunts.
import { route } from "@/lib/http/route";
import { deleteUploadSchema as body } from "@/lib/storage/media-schema";
import { deleteOwnUpload } from "@/lib/storage/service";

export const DELETE = route({ auth: ["outfitter", "admin"], body }, async ({ user, body }) => deleteOwnUpload(user, body.imageUrl));
