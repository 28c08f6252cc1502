import type { Metadata } from "next";
import { EmailDebug } from "@/components/admin/internal/email-tools";
import { InternalPage } from "@/components/admin/internal/internal-page";

export const metadata: Metadata = { title: "Email Debug", robots: { index: false } };

export default function EmailDebugPage() {
  return (
    <InternalPage
      title="Email Debug"
      description="Provider details, a custom test message, and every outbox entry with its text and error."
    >
      <EmailDebug />
    </InternalPage>
  );
}
