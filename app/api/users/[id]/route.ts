// GET /api/users/{id} — the user's first name and role (full profile for the admin and oneself).
import { idParam, route } from "@/lib/http/route";
import { getUserForViewer } from "@/lib/messages/contacts";

export const GET = route({ auth: "user" }, async ({ user, params }) =>
  getUserForViewer(user, idParam(params.id, "User not found")),
);
