import { AuthDialogButton } from "@/components/auth/auth-dialog-button";
import { Button } from "@/components/ui/button";
import { ScrollToLink } from "./scroll-to-link";

/**
 * Browse Hunts scrolls to the hunts section; Join as Outfitter opens the outfitter sign-up. Rendered
 * on the server: only the two small handlers run in the browser.
 */
export function HeroActions() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" className="bg-blaze text-blaze-foreground hover:bg-blaze/90">
        <ScrollToLink href="#hunts">Browse Hunts</ScrollToLink>
      </Button>
      <Button asChild size="lg" variant="outline" className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white">
        <AuthDialogButton mode="outfitter">Join as Outfitter</AuthDialogButton>
      </Button>
    </div>
  );
}
