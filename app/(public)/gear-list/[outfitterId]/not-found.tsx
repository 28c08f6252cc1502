import Link from "next/link";
import { Button } from "@/components/ui/button";

export default function GearListNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl">Outfitter Not Found</h1>
      <p className="mt-2 text-muted-foreground">We could not find this outfitter&apos;s gear list.</p>
      <Button asChild className="mt-8">
        <Link href="/">Return to Home</Link>
      </Button>
    </section>
  );
}
