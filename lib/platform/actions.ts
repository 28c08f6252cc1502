"use server";

import { action } from "@/lib/actions/action";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";
import { updatePlatformSwitches } from "./switches";
import { platformSwitchesSchema } from "./switches-schema";

export const updatePlatformSwitchesAction = action(
  { name: "admin.updatePlatformSwitches", auth: "admin", roleMessage: ADMIN_ONLY, schema: platformSwitchesSchema },
  async ({ user, input }) => updatePlatformSwitches(user, input),
);
