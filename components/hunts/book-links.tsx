import { ViewerLink } from "@/components/auth/viewer-link";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { Button } from "@/components/ui/button";
import { loginHref } from "@/lib/auth/return-path";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";

/** The booking page, on one departure when given (lib/bookings/preselect.ts reads and checks it). */
export const bookingHref = (huntId: number, departureId?: number) =>
  departureId === undefined ? `/booking/${huntId}` : `/booking/${huntId}?departure=${departureId}`;

/**
 * "Book" on a departure row of the hunt page: the booking page with that departure chosen. Signed
 * out, the sign-in dialog first, which comes back to it; other roles cannot book, so they see none.
 */
export function DepartureBookLink({ huntId, departureId, dates }: { huntId: number; departureId: number; dates: string }) {
  const href = bookingHref(huntId, departureId);
  const link = (
    <Button asChild size="sm" variant="outline" className="min-h-11 sm:min-h-9">
      <ViewerLink hrefs={{ guest: loginHref(href), signedIn: href }} aria-label={`Book ${dates}`} data-testid="departure-book">
        Book
      </ViewerLink>
    </Button>
  );
  return <ViewerSwitch guest={link} hunter={link} signedIn={null} />;
}

/**
 * The phone's Book bar on the hunt page: the price "from" and the next departure's spots beside
 * Book. Sticky at the bottom of the page's own box (not fixed), so it takes its own room at the end
 * and never lies over the last content or the footer. Hidden from lg up, where the price card stays
 * in view beside the page. Hunters and visitors only: other roles cannot book.
 */
export function HuntBookBar({ huntId, price, spotsLine }: { huntId: number; price: string | null; spotsLine: string | null }) {
  const href = bookingHref(huntId);
  const bar = (
    <div
      className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center justify-between gap-3 border-t bg-card/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      data-testid="book-bar"
      data-book-bar
    >
      <div className="min-w-0">
        {price !== null && (
          <p className="tabular-nums">
            <span className="text-sm text-muted-foreground">From </span>
            <span className="text-lg font-bold text-primary">{formatUsd(parseDollarsToCents(price) ?? 0)}</span>
            <span className="text-sm text-muted-foreground"> per hunter</span>
          </p>
        )}
        {spotsLine && <p className="truncate text-xs text-muted-foreground">{spotsLine}</p>}
      </div>
      <Button asChild size="lg" className="shrink-0 bg-blaze text-blaze-foreground hover:bg-blaze/90">
        <ViewerLink hrefs={{ guest: loginHref(href), signedIn: href }}>Book</ViewerLink>
      </Button>
    </div>
  );
  return <ViewerSwitch guest={bar} hunter={bar} signedIn={null} />;
}
