"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";
import { LoadFailed } from "./load-failed";

/**
 * The body of an `error.tsx` boundary: a page whose server render failed shows the spec's message
 * for it, Try again (renders the route again on the server) and Back to Home, inside the site's
 * header and footer. The error's message is not shown: in production it is redacted anyway.
 */
export function RouteError({ title, reset }: { title: string; reset: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <section className="mx-auto max-w-xl px-4 py-20">
      <LoadFailed
        title={title}
        action={
          <>
            <Button onClick={retry} disabled={pending}>
              {pending ? "Trying again..." : "Try again"}
            </Button>
            <Button asChild variant="outline">
              <Link href="/">Back to Home</Link>
            </Button>
          </>
        }
      />
    </section>
  );
}
