// GET /api/admin/settings — the platform switches; PUT — change them (admins only).
import { getPlatformSwitches, updatePlatformSwitches } from "@/lib/platform/switches";
import { route } from "@/lib/http/route";
import { platformSwitchesSchema } from "@/lib/platform/switches-schema";
import { ADMIN_ONLY } from "@/lib/auth/require-admin";

export const GET = route({ auth: "admin", roleMessage: ADMIN_ONLY }, ({ user }) => getPlatformSwitches(user));
export const PUT = route({ auth: "admin", roleMessage: ADMIN_ONLY, body: platformSwitchesSchema }, ({ user, body }) =>
  updatePlatformSwitches(user, body),
);
