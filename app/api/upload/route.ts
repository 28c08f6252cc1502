// POST /api/upload — multipart upload of one photo (field `image`) or the hunt video (field `video`); answers { url }.
import { AppError, badRequest } from "@/lib/http/errors";
import { json, route } from "@/lib/http/route";
import { UPLOAD_MESSAGES } from "@/lib/storage/limits";
import { maxRequestBytes, storeUpload, type UploadKind } from "@/lib/storage/service";

export const POST = route({ auth: ["outfitter", "admin"] }, async ({ req, user }) => {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxRequestBytes("video")) throw new AppError(413, UPLOAD_MESSAGES.videoTooLarge);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.noFile);
  }
  const image = form.get("image");
  const video = form.get("video");
  const [kind, file]: [UploadKind, FormDataEntryValue | null] = image ? ["image", image] : ["video", video];
  if (!(file instanceof File)) throw badRequest(UPLOAD_MESSAGES.noFile);
  return json(await storeUpload(user, kind, file), 201);
});
