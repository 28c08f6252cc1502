import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { forbidden, unauthorized } from "@/lib/http/errors";

export const ADMIN_ONLY = "You need admin privileges to do that.";

/** The doors refuse first; this stays so that a service is safe whoever calls it (a server component, a job). */
export function requireAdmin(user: CurrentUser | null | undefined): CurrentUser {
  if (!user) throw unauthorized();
  if (user.role !== "admin" || !user.isActive) throw forbidden(ADMIN_ONLY);
  return user;
}
