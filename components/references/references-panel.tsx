import Link from "next/link";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { Button } from "@/components/ui/button";
import { loginHref } from "@/lib/auth/return-path";
import { referencesLine } from "@/lib/references/schema";
import { ContactReferenceDialog } from "./contact-reference-dialog";

/**
 * "12 past clients are available as references", then "Contact a reference" for signed-in hunters
 * (signed out: sign in first). Rendered on the cached public pages: only the count, never who.
 */
export function ReferencesPanel({ outfitterId, outfitterName, count }: { outfitterId: number; outfitterName: string; count: number }) {
  if (count < 1) return null;
  const signIn = (
    <Button asChild variant="outline">
      <Link href={loginHref(`/outfitter/${outfitterId}`)}>Contact a reference</Link>
    </Button>
  );
  return (
    <div className="grid gap-2 text-sm" data-testid="references-panel">
      <p>{referencesLine(count)}</p>
      <div>
        <ViewerSwitch
          guest={signIn}
          signedIn={null}
          hunter={<ContactReferenceDialog outfitterId={outfitterId} outfitterName={outfitterName} />}
        />
      </div>
    </div>
  );
}
