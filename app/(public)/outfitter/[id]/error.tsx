"use client";

import { RouteError } from "@/components/errors/route-error";

/** The outfitter could not be loaded (spec 000 §8 'Outfitter fetch'). */
export default function OutfitterError() {
  return <RouteError title="Failed to fetch outfitter" />;
}
