import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/admin/access-denied";
import { AreaRefusal } from "@/components/layout/area-refusal";
import { ONLY_HUNTERS_MESSAGE } from "@/lib/bookings/service";
import { areaVisit } from "@/lib/http/page-door";

/**
 * The gates of the signed-in areas, used by each area's layout and again by each of its pages (issue 52): a client navigation's
 * RSC request that says the layout is on screen renders the page without the layout, so a page never relies on it. The session is
 * read once per request (lib/auth/current-user.ts). The data's gate stays in the services.
 */
type Gate = { children: React.ReactNode };

/** Anyone but a signed-in admin: the spec's Access Denied. */
export async function AdminGate({ children }: Gate) {
  return (await areaVisit("admin")).state === "in" ? children : <AccessDenied />;
}

/** A visitor is asked to sign in, another role told the area is for outfitters; a paused outfitter is let in to settle up. */
export async function OutfitterGate({ children }: Gate) {
  const visit = await areaVisit("outfitter");
  if (visit.state === "visitor")
    return (
      <AreaRefusal
        title="Sign in required"
        text="Sign in with your outfitter account to see this page."
        href="/?login=true"
        action="Go to Login"
      />
    );
  if (visit.state === "other") return <AreaRefusal title="Access Denied" text="This page is for outfitters." href="/" action="Go Home" />;
  return children;
}

/** A visitor goes to the sign-in dialog; another role is told the spec's 'Only hunters can book hunts' with a way home. */
export async function HunterGate({ children }: Gate) {
  const visit = await areaVisit("hunter");
  if (visit.state === "visitor") redirect("/?login=true");
  if (visit.state === "other")
    return (
      <AreaRefusal
        title={ONLY_HUNTERS_MESSAGE}
        text="This page is for hunters: sign in with a hunter account to book hunts and see your bookings."
        href="/"
        action="Go Home"
      />
    );
  return children;
}
