import type { Metadata } from "next";
import { EmailDebug } from "@/components/admin/internal/email-tools";
import { InternalPage } from "@/components/admin/internal/internal-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Email Debug", robots: { index: false } };

function EmailDebugPageContent() {
  return (
    <InternalPage
      title="Email Debug"
      description="Provider details, a custom test message, and every outbox entry with its text and error."
    >
      <EmailDebug />
    </InternalPage>
  );
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function EmailDebugPage() {
  return (
    <AdminGate>
      <EmailDebugPageContent />
    </AdminGate>
  );
}
