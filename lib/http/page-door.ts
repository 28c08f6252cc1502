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

export type GatedArea = "admin" | "outfitter" | "hunter";
/** Who stands at a gated area's door: nobody signed in, a user of another audience, or one it admits. */
export type AreaVisit = { state: "visitor" } | { state: "other"; user: CurrentUser } | { state: "in"; user: CurrentUser };

/**
 * The gate of an area's layout and of each of its pages (components/layout/area-gates.tsx): Next.js renders a page without its
 * layout when a client navigation says the layout is on screen, so the layout is never the only gate. A paused outfitter is
 * admitted to the outfitter area: its dialogs (pay the commission, file the report) are how a pause is settled, and the services
 * refuse every other write.
 */
export async function areaVisit(area: GatedArea): Promise<AreaVisit> {
  const user = await getSessionUser(area === "outfitter" ? { paused: "allow" } : {});
  if (!user) return { state: "visitor" };
  return admitsPage(area, user) ? { state: "in", user } : { state: "other", user };
}
