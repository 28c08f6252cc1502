"use client";

import { useState } from "react";
import { z } from "zod";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { ActionRefusal } from "@/lib/actions/call";
import { deleteHuntAction } from "@/lib/hunts/listing-actions";
import { failureText } from "./queries";

const DELETE_HUNT = z.object({ huntId: z.number() });

/**
 * Asks 'Are you sure you want to delete "{title}"? This action cannot be undone.', then deletes
 * through deleteHuntAction (DELETE /api/hunts/{id}'s twin); the dialog closes either way.
 */
export function DeleteHuntButton({
  huntId,
  title,
  onDeleted,
  children,
}: {
  huntId: number;
  title: string;
  /** After the hunt was deleted (its toast shown). */
  onDeleted: () => void;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const { pending, submit } = useActionForm({
    schema: DELETE_HUNT,
    action: deleteHuntAction,
    defaultValues: { huntId },
    onSuccess: () => {
      toast.success("Hunt Deleted", { description: `"${title}" has been deleted.` });
      onDeleted();
      setOpen(false);
    },
    onError: (s) => {
      toast.error("Failed to delete hunt.", { description: failureText(new ActionRefusal(s, "Please try again."), "Please try again.") });
      setOpen(false);
    },
  });
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Hunt</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete &quot;{title}&quot;? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={pending}
            onClick={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
