import Link from "next/link";
import { ArrowLeft, ExternalLink, Package } from "@/components/ui/icons";
import { HuntImage } from "@/components/hunts/hunt-image";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { PublicGearItem } from "@/lib/gear/public";
import { groupGear } from "@/lib/gear/group";
import { safeImageSrc } from "@/lib/images";

export const AFFILIATE_DISCLAIMER =
  "As an Amazon Associate, Ridgeline earns from qualifying purchases. Links to Amazon are affiliate links: buying through them costs you nothing extra and supports the platform.";

function safeLink(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** An item without a photo: one element object for every such item of the page (lib/shared-element.ts). */
const ITEM_PLACEHOLDER = (
  <div aria-hidden className="absolute inset-0 flex items-center justify-center text-muted-foreground">
    <Package className="size-12 opacity-50" />
  </div>
);

const EXTERNAL_LINK_ICON = <ExternalLink aria-hidden />;

/** /gear-list/{outfitterId} (spec 000 §2 Gear list). */
export function GearListView({ outfitterId, firstName, items }: { outfitterId: number; firstName: string; items: PublicGearItem[] }) {
  const groups = groupGear(items);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href={`/outfitter/${outfitterId}`}>
          <ArrowLeft aria-hidden />
          Back
        </Link>
      </Button>
      <h1 className="mt-4 text-3xl sm:text-4xl">Recommended Gear</h1>
      <p className="mt-2 text-muted-foreground">What {firstName} recommends you bring on your hunt.</p>

      {groups.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed bg-card p-10 text-center">
          <Package aria-hidden className="mx-auto size-10 text-muted-foreground" />
          <p className="mt-3 text-lg font-semibold">No gear recommendations yet</p>
          <p className="mt-1 text-muted-foreground">This outfitter has not added a gear list. Message them to ask what to bring.</p>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.category} aria-labelledby={`gear-${g.category}`} className="mt-10">
            <h2 id={`gear-${g.category}`} className="text-2xl">
              {g.heading}
            </h2>
            <ul role="list" className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {g.items.map((item) => {
                const href = safeLink(item.amazonUrl);
                return (
                  <li key={item.id} className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
                    <div className="relative aspect-[4/3] bg-muted">
                      <HuntImage
                        src={safeImageSrc(item.image)}
                        alt={item.name}
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        fallback="No image available"
                        placeholder={ITEM_PLACEHOLDER}
                      />
                    </div>
                    <div className="flex flex-1 flex-col gap-2 p-4">
                      <h3 className="text-lg">{item.name}</h3>
                      {item.description && <p className="text-sm text-muted-foreground">{item.description}</p>}
                      {href && (
                        <Button asChild variant="outline" className="mt-auto">
                          <a href={href} target="_blank" rel="sponsored noopener noreferrer">
                            View on Amazon
                            {EXTERNAL_LINK_ICON}
                          </a>
                        </Button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">{AFFILIATE_DISCLAIMER}</p>
    </div>
  );
}

export function GearListSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12" role="status" aria-label="Loading gear list">
      <Skeleton className="h-9 w-24" />
      <Skeleton className="mt-6 h-10 w-72" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <Skeleton className="mt-10 h-7 w-48" />
      <div className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-xl border">
            <Skeleton className="aspect-[4/3] rounded-none" />
            <div className="grid gap-2 p-4">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
