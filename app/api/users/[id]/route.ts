// GET /api/users/{id} — the user's first name and role (full profile for the admin and oneself).
// PUT /api/users/{id} — update a profile (own account; the admin may edit any).
import { idParam, route } from "@/lib/http/route";
import { getUserForViewer } from "@/lib/messages/contacts";
import { profileSchema } from "@/lib/users/schema";
import { assertMayEditProfile, updateProfile } from "@/lib/users/service";

export const GET = route({ auth: "user" }, async ({ user, params }) => getUserForViewer(user, idParam(params.id, "User not found")));

// An unknown id (404) and someone else's account (403) are answered before a bad body (400).
export const PUT = route(
  { auth: "user", guard: ({ user, params }) => assertMayEditProfile(user, idParam(params.id, "User not found")), body: profileSchema },
  async ({ user, params, body }) => updateProfile(user, idParam(params.id, "User not found"), body),
);
