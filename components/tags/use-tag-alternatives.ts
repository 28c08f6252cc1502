"use client";

import { useOwnHunts } from "@/components/outfitter/queries";

/** The outfitter's own hunts a failed draw may switch to: any other hunt that needs no draw. */
export function useTagAlternatives(huntId: number | undefined) {
  const { data } = useOwnHunts();
  return (data ?? [])
    .filter((h) => h.id !== huntId && (h.tag == null || h.tag.type === "otc" || h.tag.type === "included" || h.tag.type === "none"))
    .map((h) => ({ id: h.id, title: h.title }));
}
