"use client";

import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** "Confirm Booking & Pay {amount}", reading "Processing..." while the payment runs. */
export function PayButton({
  amount,
  processing,
  onClick,
  disabled,
}: {
  amount: string;
  processing: boolean;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      size="lg"
      className="h-12 w-full text-base"
      disabled={processing || disabled}
      onClick={onClick}
      aria-live="polite"
    >
      {processing ? (
        <>
          <Spinner label="Processing payment" /> Processing...
        </>
      ) : (
        <>
          <Lock aria-hidden /> Confirm Booking &amp; Pay {amount}
        </>
      )}
    </Button>
  );
}
