"use client";

import Link from "next/link";
import { useState } from "react";
import { BellRing } from "lucide-react";
import { useCurrentUser } from "@/components/auth/use-current-user";
import { Button } from "@/components/ui/button";
import { lazyClient } from "@/components/ui/lazy-client";
import type { SearchPagePath } from "@/lib/saved-searches/schema";

// The dialog's code (form, server action) loads on the first click, not with the search page.
const SaveSearchDialog = lazyClient(() => import("./save-search-dialog").then((m) => m.SaveSearchDialog));

type Props = { path: SearchPagePath; filters: Record<string, string>; suggestedName: string };

/** "Save this search" beside the results: hunters name it and choose how often to be alerted. */
export function SaveSearchButton(props: Props) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (user && user.role !== "hunter") return null;
  if (user === null)
    return (
      <Button asChild variant="outline" size="sm">
        <Link href="/sign-in">
          <BellRing aria-hidden />
          Sign in to save this search
        </Link>
      </Button>
    );
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)} disabled={!user}>
        <BellRing aria-hidden />
        Save this search
      </Button>
      {open && <SaveSearchDialog {...props} open={open} onOpenChange={setOpen} />}
    </>
  );
}
