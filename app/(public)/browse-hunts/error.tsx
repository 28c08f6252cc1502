"use client";

import { RouteError } from "@/components/errors/route-error";

/** The search could not run (spec 000 §8 'Search failure'). */
export default function SearchError() {
  return <RouteError title="Failed to search hunts" />;
}
