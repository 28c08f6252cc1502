import { ShieldCheck } from "@/components/ui/icons";
import type { PublicCredentials } from "@/lib/credentials/public";
import { cn } from "@/lib/utils";

/** "Licensed outfitter — Montana #12345, verified Nov 2026" and "Insured", checked by Ridgeline; nothing when none is verified. */
export function CredentialBadges({ credentials, className }: { credentials?: PublicCredentials; className?: string }) {
  if (!credentials || (!credentials.licences.length && !credentials.insured)) return null;
  return (
    <ul aria-label="Verified credentials" className={cn("grid gap-1 text-sm", className)} data-testid="credential-badges">
      {credentials.licences.map((l) => (
        <li key={l} className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
          {l}
        </li>
      ))}
      {credentials.insured && (
        <li className="flex items-center gap-1.5">
          <ShieldCheck aria-hidden className="size-4 shrink-0 text-primary" />
          Insured
        </li>
      )}
    </ul>
  );
}
