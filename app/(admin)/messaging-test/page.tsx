import type { Metadata } from "next";
import { MessagingPage } from "@/components/admin/internal/messaging-page";

export const metadata: Metadata = { title: "Messaging Test", robots: { index: false } };

export default function MessagingTestPage() {
  return <MessagingPage variant="test" />;
}
