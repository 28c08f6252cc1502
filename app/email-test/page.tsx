import type { Metadata } from "next";
import { AdminOnly } from "@/components/admin/admin-only";
import { EmailTest } from "@/components/admin/internal/email-tools";
import { InternalPage } from "@/components/admin/internal/internal-page";

export const metadata: Metadata = { title: "Email Test", robots: { index: false } };

export default function EmailTestPage() {
  return (
    <AdminOnly>
      <InternalPage title="Email Test" description="Send a test e-mail through the configured provider and check its delivery status.">
        <EmailTest />
      </InternalPage>
    </AdminOnly>
  );
}
