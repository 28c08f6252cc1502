"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import { contactReferenceAction } from "@/lib/references/actions";

/** "Contact a reference": the message goes through Ridgeline messaging to a past client picked by rotation. */
export function ContactReferenceDialog({ outfitterId, outfitterName }: { outfitterId: number; outfitterName: string }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const fieldId = useId();

  async function send(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const r = await callAction(contactReferenceAction, { outfitterId, message });
      toast.success(r.message);
      setMessage("");
      setOpen(false);
    } catch (err) {
      setError(err instanceof ActionRefusal ? (err.fieldErrors?.message?.[0] ?? err.message) : "Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Contact a reference</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={send} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Contact a reference</DialogTitle>
            <DialogDescription>
              Your message goes through Ridgeline messaging to one of {outfitterName}&apos;s past clients. You will see their first name
              once they answer. You can contact up to 3 references a day.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Your question</Label>
            <Textarea
              id={fieldId}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={5}
              maxLength={2000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
            {error && (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              Send to a reference
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
