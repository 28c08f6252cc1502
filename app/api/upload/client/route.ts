// GET /api/upload/client — whether the browser uploads straight to Vercel Blob ({ enabled }).
// POST /api/upload/client — @vercel/blob/client's handleUploadUrl: a client token for the caller's own
// incoming pathname (outfitters and admins), or Blob's signed upload-completed callback (no session).
import type { HandleUploadBody } from "@vercel/blob/client";
import { config } from "@/lib/config";
import { route } from "@/lib/http/route";
import { handleClientUploadEvent } from "@/lib/storage/client-upload";

export const GET = route({ auth: ["outfitter", "admin"] }, () => ({ enabled: Boolean(config().BLOB_READ_WRITE_TOKEN) }));

export const POST = route({ auth: "optional" }, async ({ req, user, body }) =>
  handleClientUploadEvent(req, body as HandleUploadBody, user),
);
