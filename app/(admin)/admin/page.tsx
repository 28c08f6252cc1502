import type { Metadata } from "next";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

function AdminPageContent() {
  return <AdminDashboard />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function AdminPage() {
  return (
    <AdminGate>
      <AdminPageContent />
    </AdminGate>
  );
}
