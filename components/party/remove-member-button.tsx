"use client";
import { useState } from "react";
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
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/call";
import { removePartyMemberAction } from "@/lib/party/actions";

/** The lead shrinks the party by one unpaid hunter; the freed spot goes back on sale (a 409 says why it could not). */
export function RemoveMemberButton({ memberId, label, onDone }: { memberId: number; label: string; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await callAction(removePartyMemberAction, { memberId }, "The hunter could not be removed.");
      toast.success("Hunter removed from the party");
    } catch (err) {
      toast.error(err instanceof Error ? err.message : "The hunter could not be removed.");
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy}>
          Remove from party
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {label} from the party?</AlertDialogTitle>
          <AlertDialogDescription>
            Their spot goes back on sale and the booking&apos;s deposit and total shrink by their share.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep</AlertDialogCancel>
          <AlertDialogAction onClick={() => void remove()}>Remove</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
