import { DashboardSkeleton } from "@/components/layout/dashboard-skeleton";

/** While the server reads the hunter's session: the dashboard's frame, so nothing moves when it renders. */
export default function Loading() {
  return <DashboardSkeleton kind="hunter" label="Loading your dashboard" />;
}
