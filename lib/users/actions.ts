"use server";

import { action } from "@/lib/actions/action";
import { profileSchema } from "./schema";
import { updateProfile } from "./service";

/** The profile form: the caller's own account (PUT /api/users/{id} with their id); an e-mail in use is said beside the field. */
export const updateOwnProfile = action(
  { name: "users.updateProfile", auth: "user", schema: profileSchema, conflictField: "email" },
  async ({ user, input }) => updateProfile(user, user.id, input),
);
