// POST /api/upload/complete — { pathname } of the caller's finished direct upload to Vercel Blob; answers { url } of what is stored.
import { json, route } from "@/lib/http/route";
import { completeOwnUpload } from "@/lib/storage/client-upload";
import { completeUploadSchema } from "@/lib/storage/media-schema";

export const POST = route({ auth: ["outfitter", "admin"], body: completeUploadSchema }, async ({ user, body }) =>
  json(await completeOwnUpload(user, body.pathname), 201),
);
