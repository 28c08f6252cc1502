import { getSessionUser, type CurrentUser } from "@/lib/auth/current-user";
import { AccessDenied } from "./access-denied";

/** The signed-in, active admin of this page request, or null. */
export async function adminPageUser(): Promise<CurrentUser | null> {
  const user = await getSessionUser();
  return user && user.role === "admin" ? user : null;
}

/**
 * Server-side gate of the admin pages: anyone but a signed-in, active admin gets Access Denied
 * in the first response. The data behind each page is protected again by its API.
 */
export async function AdminOnly({ children }: { children: React.ReactNode }) {
  if (!(await adminPageUser())) return <AccessDenied />;
  return <>{children}</>;
}
