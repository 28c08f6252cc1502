import type { Metadata } from "next";
import { MessagingPage } from "@/components/admin/internal/messaging-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Messaging Test", robots: { index: false } };

function MessagingTestPageContent() {
  return <MessagingPage variant="test" />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function MessagingTestPage() {
  return (
    <AdminGate>
      <MessagingTestPageContent />
    </AdminGate>
  );
}
