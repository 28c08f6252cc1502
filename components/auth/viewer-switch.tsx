"use client";

import { useCurrentUser } from "./use-current-user";

/**
 * Shows one of several server-rendered variants by the viewer's role, for cached public pages
 * that cannot know the viewer on the server. Signed out, and while the session is read: `guest`.
 * Signed in: the role's variant where one is given (even null), else `signedIn`.
 */
export function ViewerSwitch({
  guest,
  signedIn,
  hunter,
  outfitter,
}: {
  guest: React.ReactNode;
  signedIn: React.ReactNode;
  hunter?: React.ReactNode;
  outfitter?: React.ReactNode;
}) {
  const { data: user } = useCurrentUser();
  if (!user) return guest;
  if (user.role === "hunter" && hunter !== undefined) return hunter;
  if (user.role === "outfitter" && outfitter !== undefined) return outfitter;
  return signedIn;
}
