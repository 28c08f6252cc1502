"use client";

import Link from "next/link";
import { useCurrentUser } from "./use-current-user";

/**
 * A link whose target depends on whether the viewer is signed in, for cached public pages: one
 * server-rendered element instead of one per role (signed out, and while the session is read,
 * it goes to `hrefs.guest`). Styled by its server parent (e.g. `<Button asChild>`).
 */
export function ViewerLink({
  hrefs,
  ...props
}: Omit<React.ComponentProps<typeof Link>, "href"> & { hrefs: { guest: string; signedIn: string } }) {
  const { data: user } = useCurrentUser();
  return <Link {...props} href={user ? hrefs.signedIn : hrefs.guest} />;
}
