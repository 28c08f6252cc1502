"use client";

import Link from "next/link";
import { ViewerSwitch } from "@/components/auth/viewer-switch";
import { Button } from "@/components/ui/button";
import { lazyWithQuery } from "@/components/query/lazy-with-query";
import { loginHref } from "@/lib/auth/return-path";
import type { JoinWaitlistProps } from "./join-waitlist";

// Only hunters download the waitlist controls (and React Query with them).
const JoinWaitlist = lazyWithQuery(
  () => import("./join-waitlist").then((m) => m.JoinWaitlist),
  () => <span aria-hidden className="inline-block h-9 w-36" />,
);

/**
 * "Join the waitlist" beside a full departure on the cached hunt page: hunters join here, visitors
 * sign in first and come back to the hunt, other roles see nothing.
 */
export function JoinWaitlistSlot(props: JoinWaitlistProps & { huntId: number }) {
  const { huntId, ...rest } = props;
  return (
    <ViewerSwitch
      guest={
        <Button asChild size="sm" variant="outline">
          <Link href={loginHref(`/hunt/${huntId}`)} aria-label={`Join the waitlist for ${rest.dates}`}>
            Join the waitlist
          </Link>
        </Button>
      }
      hunter={<JoinWaitlist {...rest} />}
      signedIn={null}
    />
  );
}
