import { getSessionUser, type CurrentUser } from "@/lib/auth/current-user";

/** The signed-in, active admin of this page request, or null. */
export async function adminPageUser(): Promise<CurrentUser | null> {
  const user = await getSessionUser();
  return user && user.role === "admin" ? user : null;
}
