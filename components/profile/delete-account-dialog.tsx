"use client";

import { useState } from "react";
import { LabelledInput } from "@/components/forms/labelled-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { useSignOut } from "@/components/auth/use-sign-out";
import {
  AlertDialog,
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
import { deleteOwnAccountAction } from "@/lib/privacy/actions";
import { accountDeletionSchema } from "@/lib/privacy/schema";

/**
 * "Delete my account": names what happens before it happens, asks for the password, then signs
 * out. A refusal (bookings still ahead) is shown in the dialog, which stays open.
 */
export function DeleteAccountDialog({ role }: { role: "hunter" | "outfitter" }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const signOut = useSignOut();
  const { field, fieldError, pending, formProps, form } = useActionForm({
    schema: accountDeletionSchema,
    action: deleteOwnAccountAction,
    defaultValues: { password: "" },
    onSuccess: async () => {
      toast.success("Account Deleted", { description: "Your account has been deleted and you have been signed out." });
      await signOut();
    },
    onError: (s) => {
      if (!s.fieldErrors) setRefusal(s.message ?? "Please try again.");
    },
  });
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setRefusal(null);
      form.reset({ password: "" });
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form {...formProps} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2 text-sm">
                <p>This cannot be undone. When you delete your account:</p>
                <ul className="list-disc space-y-1 pl-5">
                  <li>you are signed out everywhere and can no longer sign in;</li>
                  <li>your name, e-mail, phone and photos are removed;</li>
                  <li>messages you sent stay with the people you wrote to, from &quot;Deleted user&quot;;</li>
                  <li>bookings and payments are kept for 7 years, as the law requires for accounting, without your contact details;</li>
                  {role === "outfitter" ? (
                    <li>your hunts are taken off Ridgeline.</li>
                  ) : (
                    <li>your favourites and saved searches are deleted.</li>
                  )}
                </ul>
                <p>Download your data first if you want a copy.</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <LabelledInput
            label="Password"
            type="password"
            autoComplete="current-password"
            hint="Enter your password to confirm."
            {...field("password")}
            error={fieldError("password")}
          />
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Deleting..." : "Delete my account"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
