import Link from "next/link";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/** What anyone but the admin sees on an admin page. */
export function AccessDenied() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-12 text-destructive" />
      <h1 className="mt-4 font-display text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">You need admin privileges to access this page.</p>
      <Button asChild className="mt-6">
        <Link href="/">Go Home</Link>
      </Button>
    </section>
  );
}
