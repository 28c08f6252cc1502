import { formatDay } from "@/lib/format/dates";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import type { PublicHuntTag } from "@/lib/tags/present";
import { TAG_TYPE_LABELS } from "@/lib/tags/schema";
import { failedDrawPromise } from "@/lib/tags/outcome-text";

/** The hunt page's "Tags and licences": the tag type and, for a draw, its window, rules and the outfitter's odds. */
export function HuntTagsSection({ tag }: { tag: PublicHuntTag }) {
  const rows: { label: string; value: React.ReactNode }[] =
    tag.type === "draw"
      ? [
          { label: "Draw", value: [tag.region, tag.unitCode].filter(Boolean).join(" · ") },
          {
            label: "Application window",
            value:
              tag.applicationOpensOn && tag.applicationClosesOn
                ? `${formatDay(tag.applicationOpensOn)} – ${formatDay(tag.applicationClosesOn)}`
                : null,
          },
          { label: "Results", value: tag.resultsOn ? formatDay(tag.resultsOn) : null },
          { label: "Who may apply", value: tag.whoMayApply },
          { label: "Points", value: tag.pointsNote },
          {
            label: "Draw odds",
            value: tag.odds ? (
              <>
                {tag.odds.text} <span className="text-muted-foreground">(the outfitter&apos;s figure, </span>
                <a href={tag.odds.sourceUrl} rel="nofollow noopener noreferrer" target="_blank" className="text-primary underline">
                  source
                </a>
                <span className="text-muted-foreground">)</span>
              </>
            ) : null,
          },
          {
            label: "Application",
            value: tag.outfitterApplies
              ? `The outfitter applies for you${tag.applicationFee ? ` for ${formatUsd(parseDollarsToCents(tag.applicationFee) ?? 0)}` : ""}`
              : "You apply yourself",
          },
        ]
      : [];
  return (
    <section aria-labelledby="tags-heading" className="mt-10" data-testid="hunt-tags">
      <h2 id="tags-heading" className="text-2xl">
        Tags and licences
      </h2>
      <div className="mt-4 rounded-xl border bg-card p-5 text-sm">
        <p className="font-semibold">{TAG_TYPE_LABELS[tag.type]}</p>
        {rows.length > 0 && (
          <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {rows
              .filter((r) => r.value)
              .map((r) => (
                <div key={r.label}>
                  <dt className="text-muted-foreground">{r.label}</dt>
                  <dd className="font-medium">{r.value}</dd>
                </div>
              ))}
          </dl>
        )}
      </div>
    </section>
  );
}

/** Beside the cancellation policy: what a failed draw brings, as promised before booking. */
export function FailedDrawPromise({ tag }: { tag: PublicHuntTag }) {
  const promise = tag.type === "draw" ? failedDrawPromise(tag) : null;
  if (!promise) return null;
  return (
    <div className="mt-3 rounded-xl border border-primary/30 bg-primary/5 p-5 text-sm" data-testid="failed-draw-promise">
      <p className="font-semibold">If the draw fails</p>
      <p className="mt-1">{promise}</p>
    </div>
  );
}
