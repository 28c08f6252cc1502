import { ExternalLink, MessageCircle } from "@/components/ui/icons";
import { ViewerLink } from "@/components/auth/viewer-link";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { HunterActionsSlot } from "@/components/hunts/hunter-actions-slot";
import { messageHref } from "@/components/hunts/message-href";
import { Button } from "@/components/ui/button";
import { AdminOutfitterDetailsLoader } from "./admin-outfitter-details";

/**
 * Message Outfitter (signed out → sign in) and the hunter-only actions; outfitters see neither.
 * Rendered on the server (the page is cached for everyone): ViewerSwitch and ViewerLink pick the
 * variant and the target in the browser.
 */
export function OutfitterActions({ outfitterId, firstName }: { outfitterId: number; firstName: string }) {
  const actions = (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild size="lg">
        <ViewerLink hrefs={{ guest: messageHref(false, outfitterId), signedIn: messageHref(true, outfitterId) }}>
          <MessageCircle aria-hidden />
          Message Outfitter
        </ViewerLink>
      </Button>
      <HunterActionsSlot outfitterId={outfitterId} outfitterFirstName={firstName} />
    </div>
  );
  return <ViewerSwitch guest={actions} signedIn={actions} outfitter={null} />;
}

/** The admin sees the outfitter's full name and website (spec 000 §2); the cached page has neither. */
export function AdminOutfitterDetails({ outfitterId }: { outfitterId: number }) {
  return <AdminOutfitterDetailsLoader outfitterId={outfitterId} linkIcon={<ExternalLink aria-hidden className="size-3.5" />} />;
}
