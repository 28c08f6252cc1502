import Link from "next/link";
import { MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { loginHref } from "@/lib/auth/return-path";

/** What a signed-out visitor sees on /messages. */
export function MessagesLoginPrompt() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MessageSquare aria-hidden className="size-7" />
      </div>
      <h1 className="mt-6 text-2xl font-bold">Sign in to view your messages</h1>
      <p className="mt-2 text-muted-foreground">Please log in to read and send messages to outfitters and our team.</p>
      <Button asChild className="mt-8">
        <Link href={loginHref("/messages")}>Go to Login</Link>
      </Button>
    </section>
  );
}
