import Link from "next/link";
import { ArrowLeft, Backpack, CalendarCheck, MessageCircle, MessageSquareQuote } from "@/components/ui/icons";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { Button } from "@/components/ui/button";
import { ErrorToastButton } from "@/components/ui/toast-button";
import { LOGIN_HREF, messageHref } from "./message-href";

/**
 * Book / Message / Gear List / Back on the hunt page. The page is cached for everyone, so each
 * role's variant is rendered here and ViewerSwitch picks one in the browser: hunters book,
 * signed-out visitors sign in first and other roles are told 'Only hunters can book hunts'.
 * Outfitters cannot start conversations (spec 000 §6), and nobody messages themselves.
 */
export function HuntActions({ huntId, outfitterId, fullyBooked }: { huntId: number; outfitterId: number; fullyBooked: boolean }) {
  const bookLink = (href: string) => (
    <Button asChild size="lg" className="w-full bg-blaze text-blaze-foreground hover:bg-blaze/90">
      <Link href={href}>
        <CalendarCheck aria-hidden />
        Book This Hunt
      </Link>
    </Button>
  );
  const messageLinks = (signedIn: boolean) => (
    <>
      <Button asChild variant="outline" className="w-full">
        <Link href={messageHref(signedIn, outfitterId)}>
          <MessageCircle aria-hidden />
          Message Outfitter
        </Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link href={messageHref(signedIn, outfitterId, true)}>
          <MessageSquareQuote aria-hidden />
          Ask About Booking
        </Link>
      </Button>
    </>
  );

  return (
    <div className="grid gap-3">
      {fullyBooked ? (
        <Button size="lg" disabled className="w-full">
          Fully Booked
        </Button>
      ) : (
        <ViewerSwitch
          guest={bookLink(LOGIN_HREF)}
          hunter={bookLink(`/booking/${huntId}`)}
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
      <ViewerSwitch guest={messageLinks(false)} signedIn={messageLinks(true)} outfitter={null} />
      <Button asChild variant="outline" className="w-full">
        <Link href={`/gear-list/${outfitterId}`}>
          <Backpack aria-hidden />
          Gear List
        </Link>
      </Button>
      <Button asChild variant="ghost" className="w-full">
        <Link href="/">
          <ArrowLeft aria-hidden />
          Back to Hunts
        </Link>
      </Button>
    </div>
  );
}
