import type { Metadata } from "next";
import { ProfileView } from "@/components/profile/profile-view";

export const metadata: Metadata = { title: "My Profile", robots: { index: false, follow: false } };

/** /profile — the signed-in user's own profile (a client view over GET /api/auth/me and PUT /api/users/{id}). */
export default function ProfilePage() {
  return <ProfileView />;
}
