import Link from "next/link";
import { Button } from "@/components/ui/button";

// Next.js puts the 404 markup of each not-found boundary above a page (the root's, and the hunt
// page's own) into every page's RSC payload; one element object lets React send it once per
// page and refer to it after that (lib/shared-element.ts).
const NOT_FOUND = (
  <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
    <p className="font-display text-6xl font-bold text-primary">404</p>
    <h1 className="mt-4 text-2xl font-bold">404 Page Not Found</h1>
    <p className="mt-2 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
    <Button asChild className="mt-8">
      <Link href="/">Back to Home</Link>
    </Button>
  </section>
);

export default function NotFound() {
  return NOT_FOUND;
}
