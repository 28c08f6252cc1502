import Link from "next/link";
import { Button } from "@/components/ui/button";

/** Landing page for visitors; the hunt sections arrive with the discovery issue. */
export async function LandingPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await searchParams;
  return (
    <section className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6">
        <h1 className="font-display text-4xl font-bold sm:text-5xl">Premium Hunting Experiences</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Vetted top-tier outfitters and fair prices, from Alaska to the Karoo.
        </p>
        <div className="mt-8 flex gap-3">
          <Button asChild size="lg">
            <Link href="/#hunts">Browse Hunts</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
