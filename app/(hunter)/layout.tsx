import { redirect } from "next/navigation";
import { AreaRefusal } from "@/components/layout/area-refusal";
import { AreaLayout } from "@/components/query/area-layout";
import { getSessionUser } from "@/lib/auth/current-user";
import { ONLY_HUNTERS_MESSAGE } from "@/lib/bookings/service";

/**
 * The hunter's pages (/hunter-dashboard, /booking/{huntId}): visitors go to the sign-in dialog
 * (middleware.ts already sends them there from /booking); other roles are told the spec's
 * 'Only hunters can book hunts' with a way home, to their own dashboard. The page's gate only:
 * the services behind it check the hunter again (see the admin area's layout for why).
 */
export default async function HunterArea({ children }: { children: React.ReactNode }) {
  const user = await getSessionUser();
  if (!user) redirect("/?login=true");
  if (user.role !== "hunter") {
    return (
      <AreaRefusal
        title={ONLY_HUNTERS_MESSAGE}
        text="This page is for hunters: sign in with a hunter account to book hunts and see your bookings."
        href="/"
        action="Go Home"
      />
    );
  }
  return <AreaLayout>{children}</AreaLayout>;
}
