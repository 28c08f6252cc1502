"use client";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { signAgreementSchema } from "@/lib/agreements/schema";

export type Signature = { fullName: string; accepted: boolean };
export const NO_SIGNATURE: Signature = { fullName: "", accepted: false };

/** True when the typed name and the tick box pass the server's own schema (the hash is added on sending). */
export const signatureComplete = (s: Signature) => signAgreementSchema.safeParse({ ...s, textSha256: "0".repeat(64) }).success;

/** The trip agreement to read, then the signature: the typed full name and the tick box (lib/agreements signs it on the server). */
export function SignAgreementFields({
  text,
  value,
  onChange,
  signedAs,
  idPrefix = "agreement",
}: {
  text: string;
  value: Signature;
  onChange: (s: Signature) => void;
  /** Already signed: the name it was signed with, and nothing to fill in. */
  signedAs?: string | null;
  idPrefix?: string;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id={`${idPrefix}-heading`} className="text-lg font-semibold">
        Trip agreement
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Read the outfitter&apos;s agreement and sign it before paying.</p>
      <div
        tabIndex={0}
        aria-label="Trip agreement text"
        className="mt-4 max-h-64 overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm whitespace-pre-wrap"
        data-testid="agreement-text"
      >
        {text}
      </div>
      {signedAs ? (
        <p className="mt-4 text-sm font-medium" role="status" data-testid="agreement-signed">
          Signed by {signedAs}.
        </p>
      ) : (
        <div className="mt-4 grid gap-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-name`}>Type your full name to sign</Label>
            <Input
              id={`${idPrefix}-name`}
              type="text"
              autoComplete="name"
              value={value.fullName}
              maxLength={120}
              onChange={(e) => onChange({ ...value, fullName: e.target.value })}
            />
          </div>
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${idPrefix}-accept`}
              checked={value.accepted}
              onCheckedChange={(v) => onChange({ ...value, accepted: v === true })}
            />
            <label htmlFor={`${idPrefix}-accept`} className="cursor-pointer text-sm leading-snug">
              I have read the trip agreement and accept it
            </label>
          </div>
        </div>
      )}
    </section>
  );
}
