import { DashboardSkeleton } from "@/components/layout/dashboard-skeleton";

/** While the server checks the admin's session: the dashboard's frame, so nothing moves when it renders. */
export default function Loading() {
  return <DashboardSkeleton kind="admin" label="Loading the admin dashboard" />;
}
