"use client";

import { RouteError } from "@/components/errors/route-error";

/** The hunt could not be loaded (the database is unreachable, say); an unknown id is the 404 page instead. */
export default function HuntError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError title="Failed to load this hunt" reset={reset} />;
}
