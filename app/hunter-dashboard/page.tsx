import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HunterDashboard } from "@/components/hunter/hunter-dashboard";
import { getSessionUser } from "@/lib/auth/current-user";

export const metadata: Metadata = { title: "Hunter Dashboard", robots: { index: false } };

/** /hunter-dashboard: hunters only; anyone else goes to their own dashboard at /, visitors sign in. */
export default async function HunterDashboardPage() {
  const user = await getSessionUser();
  if (!user) redirect("/?login=true");
  if (user.role !== "hunter") redirect("/");
  return <HunterDashboard />;
}
