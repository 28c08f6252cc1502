"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { REJECT_NOTES_REQUIRED } from "@/lib/reviews/moderation-schema";

export type ReviewDecision = "approve" | "reject";

/**
 * Approve (notes optional) or reject (notes required: 'Admin Notes Required') a review.
 * Keyed by the caller so each opening starts with empty notes.
 */
export function ReviewDecisionDialog({
  decision,
  subject,
  pending,
  onClose,
  onConfirm,
}: {
  decision: ReviewDecision | null;
  subject: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (adminNotes: string) => void;
}) {
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const rejecting = decision === "reject";

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (rejecting && !notes.trim()) {
      setError(REJECT_NOTES_REQUIRED);
      toast.error("Admin Notes Required", { description: "Please provide a reason for rejecting this review." });
      return;
    }
    onConfirm(notes.trim());
  }

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{rejecting ? "Reject Review" : "Approve Review"}</DialogTitle>
            <DialogDescription>{subject}</DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-2">
            <Label htmlFor="admin-notes">{rejecting ? "Admin notes (required)" : "Admin notes (optional)"}</Label>
            <Textarea
              id="admin-notes"
              value={notes}
              onChange={(e) => {
                setNotes(e.target.value);
                if (error) setError(null);
              }}
              placeholder={rejecting ? "Why is this review rejected?" : "Optional notes for the record"}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "admin-notes-error" : undefined}
              rows={4}
            />
            {error ? (
              <p id="admin-notes-error" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={rejecting ? "destructive" : "default"} disabled={pending}>
              {pending ? "Saving..." : rejecting ? "Reject Review" : "Approve Review"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
