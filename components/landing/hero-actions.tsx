"use client";

import { useAuthDialog } from "@/components/auth/auth-dialog-context";
import { Button } from "@/components/ui/button";

/** Browse Hunts scrolls to the hunts section; Join as Outfitter opens the outfitter sign-up. */
export function HeroActions() {
  const { openDialog } = useAuthDialog();
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <Button asChild size="lg" className="bg-blaze text-blaze-foreground hover:bg-blaze/90">
        <a
          href="#hunts"
          onClick={(e) => {
            const el = document.getElementById("hunts");
            if (!el) return;
            e.preventDefault();
            el.scrollIntoView({ behavior: "smooth", block: "start" });
          }}
        >
          Browse Hunts
        </a>
      </Button>
      <Button
        size="lg"
        variant="outline"
        className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
        onClick={() => openDialog("outfitter")}
      >
        Join as Outfitter
      </Button>
    </div>
  );
}
