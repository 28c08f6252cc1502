import type { Metadata } from "next";
import { MessagingPage } from "@/components/admin/internal/messaging-page";
import { AdminGate } from "@/components/layout/area-gates";

export const metadata: Metadata = { title: "Messaging Demo", robots: { index: false } };

function MessagingDemoPageContent() {
  return <MessagingPage variant="demo" />;
}

/** Gated here as well as by the layout (issue 52): a client navigation may render this page without it. */
export default function MessagingDemoPage() {
  return (
    <AdminGate>
      <MessagingDemoPageContent />
    </AdminGate>
  );
}
