// GET /api/users/{id} — the user's first name and role (full profile for the admin and oneself).
// PUT /api/users/{id} — update a profile (own account; the admin may edit any).
import { idParam, route } from "@/lib/http/route";
import { getUserForViewer } from "@/lib/messages/contacts";
import { updateProfile } from "@/lib/users/service";

export const GET = route({ auth: "user" }, async ({ user, params }) => getUserForViewer(user, idParam(params.id, "User not found")));

export const PUT = route({ auth: "user" }, async ({ user, params, body }) =>
  updateProfile(user, idParam(params.id, "User not found"), body),
);
