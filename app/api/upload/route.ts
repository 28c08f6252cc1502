// POST /api/upload — multipart upload of one photo (field `image`) or the hunt video (field `video`), streamed to storage; answers { url }.
import { json, route } from "@/lib/http/route";
import { storeUpload } from "@/lib/storage/service";

export const POST = route({ auth: ["outfitter", "admin"] }, async ({ req, user }) => json(await storeUpload(user, req), 201));
