import type { Metadata } from "next";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { AdminOnly } from "@/components/admin/admin-only";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

export default function AdminDashboardPage() {
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  );
}
