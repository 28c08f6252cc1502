import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, unauthorized } from "@/lib/http/errors";

export const ADMIN_ONLY = "You need admin privileges to do that.";

/**
 * Every admin operation starts here: 401 when nobody is signed in, 403 for anyone but the admin.
 * The route and action doors (auth: "admin", roleMessage: ADMIN_ONLY) refuse first; this stays so
 * that a service is safe whoever calls it (a server component, a job, a future door).
 */
export function requireAdmin(user: CurrentUser | null | undefined): CurrentUser {
  if (!user) throw unauthorized();
  if (user.role !== "admin" || !user.isActive) throw forbidden(ADMIN_ONLY);
  return user;
}
