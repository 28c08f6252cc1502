// GET /api/admin/settings — the platform switches; PUT — change them (admins only).
import { getPlatformSwitches, updatePlatformSwitches } from "@/lib/admin/platform-switches";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "user" }, ({ user }) => getPlatformSwitches(user));
export const PUT = route({ auth: "user" }, ({ user, body }) => updatePlatformSwitches(user, body));
