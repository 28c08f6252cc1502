import type { Metadata } from "next";
import { pageUser } from "@/lib/http/page-door";
import { AdminMessageTest } from "@/components/admin/internal/admin-message-test";
import { InternalPage } from "@/components/admin/internal/internal-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Admin Message Test", robots: { index: false } };

async function AdminMessageTestPageContent() {
  const admin = await pageUser("admin");
  if (!admin) return null; // the (admin) layout has answered Access Denied
  return (
    <InternalPage title="Admin Message Test" description="Send a message as the admin to any user through the regular messaging API.">
      <AdminMessageTest adminId={admin.id} />
    </InternalPage>
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function AdminMessageTestPage() {
  return (
    <AdminGate>
      <AdminMessageTestPageContent />
    </AdminGate>
  );
}
