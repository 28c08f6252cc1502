import { resolveRequestUser, userOrThrow, type CurrentUser, type Resolution, type Role } from "@/lib/auth/current-user";

/**
 * Who a route handler or a server action is for, declared at its door:
 * public (anyone, the caller is not even read) · optional (anyone; the signed-in user when there is
 * one) · user (any signed-in, active account) · a role or a list of roles.
 */
export type AuthMode = "public" | "optional" | "user" | Role | readonly Role[];

export type UserFor<A> = A extends "public" | "optional" ? CurrentUser | null : CurrentUser;

/** The roles an audience admits, or null when it admits every role (or nobody needs to sign in). */
export function rolesOf(auth: AuthMode): readonly Role[] | null {
  if (auth === "public" || auth === "optional" || auth === "user") return null;
  return typeof auth === "string" ? [auth as Role] : (auth as readonly Role[]);
}

/**
 * Resolves the caller of a request and checks it against the audience: 401 when nobody is signed
 * in, 403 for an inactive account, a role the door does not admit, or a paused outfitter where
 * `allowPaused` is false. `seen.resolution` keeps who called, for the refusal log. `roleMessage`
 * is what a caller of another role is told ("Only hunters can write reviews").
 */
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
