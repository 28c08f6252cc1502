// POST /api/upload/complete — { pathname } of the caller's finished direct upload to Vercel Blob; answers { url } of what is stored.
import { z } from "zod";
import { json, route } from "@/lib/http/route";
import { completeClientUpload } from "@/lib/storage/client-upload";
import { UPLOAD_MESSAGES } from "@/lib/storage/limits";
import { forbidden } from "@/lib/http/errors";

const body = z.object({ pathname: z.string({ error: "pathname is required" }).min(1, "pathname is required").max(200) });

export const POST = route({ auth: ["outfitter", "admin"], body }, async ({ user, body }) => {
  if (user.role === "outfitter" && !user.isApproved) throw forbidden(UPLOAD_MESSAGES.notApproved);
  return json(await completeClientUpload(user.id, body.pathname), 201);
});
