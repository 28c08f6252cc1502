"use client";

import Link from "next/link";
import { Label } from "@/components/ui/label";

/**
 * The sign-up terms checkbox; the Terms of Service open in a new tab. With a `name`, a plain form
 * post (JavaScript off) sends it ("on" when ticked): a native checkbox, which works before JavaScript.
 */
export function TermsCheckbox({
  checked,
  onChange,
  name,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  error?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id="accept-terms"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "accept-terms-error" : undefined}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <Label htmlFor="accept-terms" className="block leading-snug font-normal">
          I agree to the{" "}
          <Link
            href="/terms-of-service"
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4"
          >
            Terms of Service
          </Link>
        </Label>
      </div>
      {error ? (
        <p id="accept-terms-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
