"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { finishCardUpdateAction, startCardUpdateAction } from "@/lib/money/installments/actions";
import type { CardUpdateStart } from "@/lib/money/installments/service";
import { TestSetupForm } from "./test-setup-form";

// Stripe.js only loads when Stripe is the provider.
const StripeSetupForm = dynamic(() => import("./stripe-setup-form"), { ssr: false });

const messageOf = (err: unknown, fallback: string) => (err instanceof ActionRefusal || err instanceof Error ? err.message : fallback);

/**
 * Update card: a SetupIntent for the hunter's saved card (Stripe Elements with the 3-D Secure step when the bank asks, or the
 * offline test form and its test challenge); once saved, the failed balance is charged again at once.
 */
export function UpdateCardDialog({ bookingId, onSaved }: { bookingId: number; onSaved: () => void }) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<CardUpdateStart | null>(null);
  const [error, setError] = useState<string | null>(null);

  const begin = async (next: boolean) => {
    setOpen(next);
    setError(null);
    if (!next) return;
    try {
      setStart(await callAction(startCardUpdateAction, { bookingId }, "The card update could not be started."));
    } catch (err) {
      setError(messageOf(err, "The card update could not be started."));
    }
  };

  const saved = async (setupIntentId: string) => {
    try {
      const schedule = await callAction(finishCardUpdateAction, { bookingId, setupIntentId }, "The card could not be saved.");
      toast.success("Card updated", {
        description: schedule.balance?.state === "paid" ? "Your balance is paid." : "We charge your balance with the new card.",
      });
      setOpen(false);
      setStart(null);
    } catch (err) {
      toast.error(messageOf(err, "The card could not be saved."));
    } finally {
      onSaved();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(v) => void begin(v)}>
      <DialogTrigger asChild>
        <Button size="sm">Update card</Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Update card</DialogTitle>
          <DialogDescription>The card your balance is charged with. Your bank may ask you to confirm it.</DialogDescription>
        </DialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : !start ? (
          <p className="text-sm text-muted-foreground">Preparing…</p>
        ) : start.provider === "stripe" && start.publishableKey ? (
          <StripeSetupForm publishableKey={start.publishableKey} clientSecret={start.clientSecret} onSaved={(id) => void saved(id)} />
        ) : (
          <TestSetupForm clientSecret={start.clientSecret} onSaved={(id) => void saved(id)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
