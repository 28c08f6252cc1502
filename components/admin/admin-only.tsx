import { getSessionUser } from "@/lib/auth/current-user";
import { AccessDenied } from "./access-denied";

/**
 * Server-side gate of the admin pages: anyone but a signed-in, active admin gets Access Denied
 * in the first response. The data behind each page is protected again by its API.
 */
export async function AdminOnly({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user || user.role !== "admin") return <AccessDenied />;
  return <>{children}</>;
}
