import { AreaRefusal } from "@/components/layout/area-refusal";
import { AreaLayout } from "@/components/query/area-layout";
import { getSessionUser } from "@/lib/auth/current-user";

/**
 * The outfitter's pages (/outfitter-dashboard, /hunt/{id}/bookings, the test payouts page), gated
 * once on the server: the answer is the dashboard or the refusal, never a spinner first. The
 * page's gate only: the API behind each page checks the role and the ownership again (see the
 * admin area's layout for why).
 */
export default async function OutfitterArea({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user)
    return (
      <AreaRefusal
        title="Sign in required"
        text="Sign in with your outfitter account to see this page."
        href="/?login=true"
        action="Go to Login"
      />
    );
  if (user.role !== "outfitter") return <AreaRefusal title="Access Denied" text="This page is for outfitters." href="/" action="Go Home" />;
  return <AreaLayout>{children}</AreaLayout>;
}
