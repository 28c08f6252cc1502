"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { lastSearchHref, SEARCH_MEMORY_KEY } from "@/lib/hunts/booking-facts";

function storedSearch(): string {
  try {
    return lastSearchHref(sessionStorage.getItem(SEARCH_MEMORY_KEY)) ?? "/";
  } catch {
    return "/";
  }
}
// The remembered search changes on another page only: nothing to subscribe to here.
const subscribe = () => () => {};

/**
 * "Back to Hunts": the search the visitor came from, else home (the server's HTML links home). The
 * other props (a Button's classes through asChild) go to the link.
 */
export function BackToHuntsLink(props: Omit<React.ComponentProps<typeof Link>, "href">) {
  const href = useSyncExternalStore(subscribe, storedSearch, () => "/");
  return <Link {...props} href={href} />;
}
