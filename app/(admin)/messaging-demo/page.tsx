import type { Metadata } from "next";
import { MessagingPage } from "@/components/admin/internal/messaging-page";

export const metadata: Metadata = { title: "Messaging Demo", robots: { index: false } };

export default function MessagingDemoPage() {
  return <MessagingPage variant="demo" />;
}
