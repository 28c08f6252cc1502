import { cn } from "@/lib/utils";

/** The forest-green band that opens every static page, ending in a ridgeline silhouette. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden bg-primary text-primary-foreground", className)}>
      <div className="relative z-10 mx-auto max-w-7xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-28">
        {eyebrow ? <p className="text-xs font-semibold tracking-[0.2em] text-primary-foreground/70 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-lg leading-relaxed text-primary-foreground/85">{lead}</div> : null}
        {children}
      </div>
      <RidgeSilhouette />
    </section>
  );
}

function RidgeSilhouette() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 1440 120"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-x-0 bottom-0 h-14 w-full sm:h-20"
    >
      <path
        className="fill-primary-foreground/10"
        d="M0 88 L120 52 L210 76 L330 24 L450 70 L560 40 L690 82 L800 30 L930 66 L1040 18 L1170 72 L1290 44 L1440 80 L1440 120 L0 120 Z"
      />
      <path
        className="fill-background"
        d="M0 104 L90 84 L200 98 L310 70 L420 96 L540 78 L660 102 L780 74 L900 96 L1010 66 L1130 94 L1260 80 L1360 98 L1440 90 L1440 120 L0 120 Z"
      />
    </svg>
  );
}
