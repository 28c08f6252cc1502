"use server";

import { action } from "@/lib/actions/action";
import { profileSchema } from "./schema";
import { updateProfile } from "./service";

export const updateOwnProfile = action(
  { name: "users.updateProfile", auth: "user", schema: profileSchema, conflictField: "email" },
  async ({ user, input }) => updateProfile(user, user.id, input),
);
