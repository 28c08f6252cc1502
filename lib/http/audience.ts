import { resolveRequestUser, userOrThrow, type CurrentUser, type Resolution, type Role } from "@/lib/auth/current-user";

/** Who a route or action is for: public (the caller is not read), optional, user (any active account), or a role or roles. */
export type AuthMode = "public" | "optional" | "user" | Role | readonly Role[];

export type UserFor<A> = A extends "public" | "optional" ? CurrentUser | null : CurrentUser;

/** The roles an audience admits, or null when it admits every role (or nobody needs to sign in). */
export function rolesOf(auth: AuthMode): readonly Role[] | null {
  if (auth === "public" || auth === "optional" || auth === "user") return null;
  return typeof auth === "string" ? [auth as Role] : (auth as readonly Role[]);
}

/** 401 when nobody is signed in; 403 for an inactive account, a role not admitted, or a paused outfitter unless allowPaused. */
export async function admit(
  auth: AuthMode,
  req: Request,
  allowPaused: boolean,
  seen: { resolution?: Resolution },
  roleMessage?: string,
): Promise<CurrentUser | null> {
  if (auth === "public") return null;
  const resolution = (seen.resolution = await resolveRequestUser(req));
  if (auth === "optional") {
    return resolution.state === "ok" || (resolution.state === "paused" && allowPaused) ? resolution.user : null;
  }
  return userOrThrow(resolution, rolesOf(auth) ?? undefined, allowPaused, roleMessage);
}
