"use client";

import { useParams, usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "@/components/auth/use-current-user";

// Loaded only when an outfitter or the admin opens a hidden hunt, so visitors' 404s (and every
// hunt page, whose not-found boundary this is) stay light.
const HiddenHuntLoader = lazy(() => import("./hidden-hunt-loader").then((m) => ({ default: m.HiddenHuntLoader })));

/**
 * On the hunt page's 404: a hunt hidden from visitors (paused, or its outfitter paused or not
 * approved) is still shown to its own outfitter and to the admin. The server answers 404 to
 * everyone (the page is cached); the API decides with the viewer's session whether they may see it.
 */
export function HiddenHuntPreview({ children }: { children: React.ReactNode }) {
  const params = useParams<{ id: string }>();
  const pathname = usePathname();
  const { data: user } = useCurrentUser();
  const id = params?.id ?? "";
  const eligible = !!user && (user.role === "outfitter" || user.role === "admin") && /^\d{1,9}$/.test(id) && pathname === `/hunt/${id}`;
  if (!eligible) return children;
  return (
    <Suspense fallback={children}>
      <HiddenHuntLoader id={id}>{children}</HiddenHuntLoader>
    </Suspense>
  );
}
