import Link from "next/link";
import { ArrowLeft, Backpack, CalendarCheck, MessageCircle, MessageSquareQuote } from "@/components/ui/icons";
import { ViewerLink } from "@/components/auth/viewer-link";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { Button } from "@/components/ui/button";
import { ErrorToastButton } from "@/components/ui/toast-button";
import { DATES_ON_REQUEST_HINT, SEASON_ENDED, type BookingState } from "@/lib/departures/state";
import { loginHref } from "@/lib/auth/return-path";
import { BackToHuntsLink } from "./back-to-hunts-link";
import { messageHref } from "./message-href";

/**
 * Book / Message / Gear List / Back on the hunt page. The page is cached for everyone, so each
 * role's variant is rendered here and ViewerSwitch picks one in the browser: hunters book,
 * signed-out visitors sign in first and other roles are told 'Only hunters can book hunts'.
 * Outfitters cannot start conversations (spec 000 §6), and nobody messages themselves.
 */
export function HuntActions({ huntId, outfitterId, state }: { huntId: number; outfitterId: number; state: BookingState }) {
  // One element per action, shared by the roles whose variant differs only in the target: React
  // sends an element passed twice once, so the cached page carries no copy per role.
  const bookLink = (
    <Button asChild size="lg" className="w-full bg-blaze text-blaze-foreground hover:bg-blaze/90">
      <ViewerLink hrefs={{ guest: loginHref(`/booking/${huntId}`), signedIn: `/booking/${huntId}` }}>
        <CalendarCheck aria-hidden />
        Book This Hunt
      </ViewerLink>
    </Button>
  );
  const messageLinks = (
    <>
      <Button asChild variant="outline" className="w-full">
        <ViewerLink
          hrefs={{ guest: messageHref(false, outfitterId, false, huntId), signedIn: messageHref(true, outfitterId, false, huntId) }}
        >
          <MessageCircle aria-hidden />
          Message Outfitter
        </ViewerLink>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <ViewerLink
          hrefs={{ guest: messageHref(false, outfitterId, true, huntId), signedIn: messageHref(true, outfitterId, true, huntId) }}
        >
          <MessageSquareQuote aria-hidden />
          Ask About Booking
        </ViewerLink>
      </Button>
    </>
  );

  return (
    <div className="grid gap-3">
      {state === "on-request" ? (
        <p className="text-sm text-muted-foreground">{DATES_ON_REQUEST_HINT}</p>
      ) : state !== "open" ? (
        <Button size="lg" disabled className="w-full">
          {state === "ended" ? SEASON_ENDED : "Fully Booked"}
        </Button>
      ) : (
        <ViewerSwitch
          guest={bookLink}
          hunter={bookLink}
          signedIn={
            <div className="grid gap-1">
              <Button asChild size="lg" variant="secondary" className="w-full">
                <ErrorToastButton message="Only hunters can book hunts">
                  <CalendarCheck aria-hidden />
                  Book This Hunt
                </ErrorToastButton>
              </Button>
              <p className="text-center text-xs text-muted-foreground">Only hunters can book hunts</p>
            </div>
          }
        />
      )}
      <ViewerSwitch guest={messageLinks} signedIn={messageLinks} outfitter={null} />
      <Button asChild variant="outline" className="w-full">
        <Link href={`/gear-list/${outfitterId}`}>
          <Backpack aria-hidden />
          Gear List
        </Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <BackToHuntsLink>
          <ArrowLeft aria-hidden />
          Back to Hunts
        </BackToHuntsLink>
      </Button>
    </div>
  );
}
