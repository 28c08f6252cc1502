"use client";

import { z, type ZodType } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { decideReviewAction } from "@/lib/reviews/moderation-actions";
import { REJECT_NOTES_REQUIRED } from "@/lib/reviews/moderation-schema";

export type ReviewDecision = "approve" | "reject";

type DecisionValues = { kind: "hunt" | "outfitter"; reviewId: number; decision: ReviewDecision; adminNotes: string | null };

const decisionSchema = (rejecting: boolean) =>
  z.object({
    kind: z.enum(["hunt", "outfitter"]),
    reviewId: z.number(),
    decision: z.enum(["approve", "reject"]),
    // Rejecting needs a reason; the service checks the same rule.
    adminNotes: rejecting ? z.string().trim().min(1, REJECT_NOTES_REQUIRED) : z.string().trim().nullable(),
  }) as ZodType<DecisionValues, DecisionValues>;

/**
 * Approve (notes optional) or reject (notes required: 'Admin Notes Required') a review, through
 * decideReviewAction (PUT /api/admin/{reviews|outfitter-reviews}/{id}/{decision}'s twin).
 * Keyed by the caller so each opening starts with empty notes.
 */
export function ReviewDecisionDialog({
  kind,
  reviewId,
  decision,
  subject,
  onClose,
  onDone,
}: {
  kind: "hunt" | "outfitter";
  reviewId: number;
  decision: ReviewDecision | null;
  subject: string;
  onClose: () => void;
  /** After the decision was saved (its toast shown). */
  onDone: () => void;
}) {
  const rejecting = decision === "reject";
  const { form, pending, formProps } = useActionForm({
    schema: decisionSchema(rejecting),
    action: decideReviewAction,
    defaultValues: { kind, reviewId, decision: decision ?? "approve", adminNotes: "" },
    toInput: (_, parsed) => ({ ...parsed, adminNotes: parsed.adminNotes || null }),
    onSuccess: () => {
      toast.success(rejecting ? "Review Rejected" : "Review Approved");
      onDone();
    },
    onError: (s) =>
      toast.error(rejecting ? "Failed to reject review" : "Failed to approve review", { description: s.message || "Please try again." }),
    onInvalid: () => toast.error("Admin Notes Required", { description: "Please provide a reason for rejecting this review." }),
  });
  const error = form.formState.errors.adminNotes?.message;

  return (
    <Dialog open={decision !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent>
        <form {...formProps}>
          <DialogHeader>
            <DialogTitle>{rejecting ? "Reject Review" : "Approve Review"}</DialogTitle>
            <DialogDescription>{subject}</DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-2">
            <Label htmlFor="admin-notes">{rejecting ? "Admin notes (required)" : "Admin notes (optional)"}</Label>
            <Textarea
              id="admin-notes"
              {...form.register("adminNotes")}
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
