import "server-only";
import { getSessionUser, type CurrentUser } from "@/lib/auth/current-user";
import { rolesOf, type AuthMode } from "./audience";

export type PageAudience = Exclude<AuthMode, "public" | "optional">;

/** Whether a page door of `audience` lets `user` in (null: the page answers as for a visitor). */
export function admitsPage(audience: PageAudience, user: CurrentUser | null): user is CurrentUser {
  const roles = rolesOf(audience);
  return !!user && (!roles || roles.includes(user.role));
}

/** A server page that reads a service itself is that read's door: the session user if its audience admits them, else null. */
export async function pageUser(audience: PageAudience): Promise<CurrentUser | null> {
  const user = await getSessionUser();
  return admitsPage(audience, user) ? user : null;
}
