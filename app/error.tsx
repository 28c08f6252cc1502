"use client";

import { RouteError } from "@/components/errors/route-error";

/** Any page whose server render failed (not a 404): a message and Try again, never Next's bare error screen. */
export default function PageError() {
  return <RouteError title="Failed to load this page" />;
}
