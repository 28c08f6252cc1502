"use client";

import Link from "next/link";
import { useActionState } from "react";
import { Button } from "@/components/ui/button";
import { IDLE } from "@/lib/actions/state";
import { unsubscribeSavedSearchAction } from "@/lib/saved-searches/actions";

/** One button, no sign-in: a plain form post to the action, so it works before (or without) JavaScript. */
export function UnsubscribeForm({ token, name, alreadyOff }: { token: string; name: string; alreadyOff: boolean }) {
  const [state, formAction, pending] = useActionState(unsubscribeSavedSearchAction, IDLE);
  if (state.ok || alreadyOff)
    return (
      <p className="mt-4" role="status">
        {`You will no longer get e-mails for "${name}". `}
        <Link href="/hunter-dashboard#saved-searches" className="text-primary underline underline-offset-4">
          Manage your saved searches
        </Link>
      </p>
    );
  return (
    <form action={formAction} className="mt-4 grid gap-4">
      <p>{`Stop the e-mail alerts for your saved search "${name}"?`}</p>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={pending}>
        {pending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      {!state.ok && state.message && (
        <p className="text-sm text-destructive" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
