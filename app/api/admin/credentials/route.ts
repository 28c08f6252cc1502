// GET /api/admin/credentials — the verification queue: credentials waiting for the admin.
import { route } from "@/lib/http/route";
import { listCredentialQueue } from "@/lib/credentials/verification";

export const GET = route({ auth: "admin" }, ({ user }) => listCredentialQueue(user));
