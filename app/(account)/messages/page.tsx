import type { Metadata } from "next";
import { Suspense } from "react";
import { MessagesLoading, MessagesView } from "@/components/messages/messages-view";

export const metadata: Metadata = {
  title: "Messages",
  robots: { index: false, follow: false },
};

/** /messages — conversations with outfitters, hunters and the admin (client-side, signed in). */
export default function MessagesPage() {
  return (
    <Suspense fallback={<MessagesLoading />}>
      <MessagesView />
    </Suspense>
  );
}
