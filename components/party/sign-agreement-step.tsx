"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { signAgreementAction } from "@/lib/agreements/actions";
import { NO_SIGNATURE, SignAgreementFields, signatureComplete } from "@/components/agreements/sign-agreement-fields";

/** Signing the booking's trip agreement on its own (the party page), before a member or the lead pays a share. */
export function SignAgreementStep({
  bookingId,
  text,
  sha256,
  onSigned,
}: {
  bookingId: number;
  text: string;
  sha256: string;
  onSigned: () => void;
}) {
  const [value, setValue] = useState(NO_SIGNATURE);
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    setBusy(true);
    try {
      await callAction(
        signAgreementAction,
        { bookingId, fullName: value.fullName.trim(), accepted: value.accepted, textSha256: sha256 },
        "The trip agreement could not be signed.",
      );
      toast.success("Trip agreement signed");
      onSigned();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The trip agreement could not be signed.");
      onSigned();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-3">
      <SignAgreementFields text={text} value={value} onChange={setValue} idPrefix="party-agreement" />
      <Button disabled={busy || !signatureComplete(value)} onClick={() => void sign()}>
        Sign the agreement
      </Button>
    </div>
  );
}
