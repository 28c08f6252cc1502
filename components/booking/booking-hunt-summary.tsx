"use client";

import { useState } from "react";
import Image from "next/image";
import { CalendarDays, ImageOff, MapPin, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { showsDiscount } from "@/lib/hunts/card-model";
import { safeImageSrc, skipOptimizer } from "@/lib/images";
import type { PublicHunt } from "@/lib/hunts/present";

const usd = (price: string | null) => (price == null ? null : formatUsd(parseDollarsToCents(price) ?? 0));

/** The hunt being booked: image or 'No image', title, location, dates, group size and price per hunter. */
export function BookingHuntSummary({ hunt }: { hunt: PublicHunt }) {
  // next/image replays an error that happened before hydration, so onError alone is enough.
  const [broken, setBroken] = useState(false);
  const image = safeImageSrc(hunt.images[0]);
  const fullyBooked = hunt.availability <= 0;
  const discounted = showsDiscount(hunt);
  return (
    <article className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="relative aspect-[16/9] bg-muted lg:aspect-[4/3]">
        {image && !broken ? (
          <Image
            src={image}
            alt={hunt.title}
            fill
            // The aside is 380px from lg up; below it the summary spans the page.
            sizes="(min-width: 1024px) 380px, 100vw"
            loading="eager"
            fetchPriority="high"
            unoptimized={skipOptimizer(image)}
            className="object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
            <ImageOff aria-hidden className="size-8" />
            <span className="text-sm">No image</span>
          </div>
        )}
        {discounted || fullyBooked ? (
          <div className="absolute inset-x-0 bottom-0 flex gap-2 bg-gradient-to-t from-black/60 to-transparent p-3">
            {discounted ? <Badge variant="accent">Discounted</Badge> : null}
            {fullyBooked ? <Badge variant="accent">Fully Booked</Badge> : null}
          </div>
        ) : null}
      </div>
      <div className="space-y-3 p-5">
        <h2 className="text-xl leading-tight font-bold">{hunt.title}</h2>
        <ul className="space-y-1.5 text-sm text-muted-foreground">
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0" /> {hunt.location}
          </li>
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 shrink-0" /> {hunt.dates}
          </li>
          <li className="flex items-center gap-2">
            <Users aria-hidden className="size-4 shrink-0" /> Max {hunt.groupSize}
          </li>
        </ul>
        <p className="flex flex-wrap items-baseline gap-x-2 border-t pt-3">
          <span className="text-2xl font-bold tabular-nums">{usd(hunt.price)}</span>
          {discounted && hunt.originalPrice ? (
            <s className="text-sm text-muted-foreground tabular-nums" aria-label={`Original price ${usd(hunt.originalPrice)}`}>
              {usd(hunt.originalPrice)}
            </s>
          ) : null}
          <span className="text-sm text-muted-foreground">per hunter</span>
        </p>
      </div>
    </article>
  );
}
