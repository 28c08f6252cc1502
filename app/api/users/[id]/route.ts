// PUT /api/users/{id} — update a profile (own account; the admin may edit any).
import { idParam, route } from "@/lib/http/route";
import { updateProfile } from "@/lib/users/service";

export const PUT = route({ auth: "user" }, async ({ user, params, body }) => updateProfile(user, idParam(params.id, "User not found"), body));
