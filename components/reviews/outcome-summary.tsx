import type { PublicOutcomes } from "@/lib/outcomes/public";
import { SUB_SCORE_KEYS, SUB_SCORE_LABELS } from "@/lib/outcomes/rates";

/** Verified outcomes beside the stars: the harvest line with its n, sub-score averages, and apart the outfitter's own figure. */
export function OutcomeSummary({ outcomes, className }: { outcomes?: PublicOutcomes | null; className?: string }) {
  if (!outcomes) return null;
  const scores = outcomes.subScores ? SUB_SCORE_KEYS.filter((k) => outcomes.subScores![k] !== null) : [];
  return (
    <div className={className ?? "mt-3 grid gap-2 rounded-lg border bg-card p-4 text-sm"} data-testid="outcome-summary">
      <p className="font-medium">
        <span className="text-muted-foreground">Verified hunters, last 3 seasons: </span>
        <span data-testid="outcome-line">{outcomes.line}</span>
      </p>
      {scores.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3" aria-label="Average scores from verified hunters">
          {scores.map((k) => (
            <div key={k} className="flex justify-between gap-2">
              <dt className="text-muted-foreground">{SUB_SCORE_LABELS[k]}</dt>
              <dd className="font-semibold tabular-nums">{outcomes.subScores![k]!.toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      )}
      {outcomes.outfitterFigurePct !== null && (
        <p className="text-muted-foreground" data-testid="outfitter-figure">
          Outfitter&apos;s figure: {outcomes.outfitterFigurePct}% success (stated by the outfitter, not verified)
        </p>
      )}
    </div>
  );
}
