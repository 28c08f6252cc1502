import { daysCountedRule, OUTFITTER_CANCELS_RULE, policyText, type CancellationPolicy } from "@/lib/money/refunds/cancellation-policies";
import { timeZoneLabel } from "@/lib/departures/dates";

type PolicyProps = { policy: CancellationPolicy; depositPercent?: number | null; timeZone?: string | null };

/**
 * A cancellation policy in plain words: its name, its rules, where the days are counted and the
 * outfitter-cancels promise. `depositPercent`: the hunt's (or booking's) deposit, which Strict
 * keeps; `timeZone`: the hunt's (the refund's days are counted in its calendar day).
 */
export function PolicyDetails({ policy, depositPercent, timeZone }: PolicyProps) {
  const p = policyText(policy, depositPercent);
  const zone = timeZone ? timeZoneLabel(timeZone) : null;
  return (
    <div className="text-sm" data-testid="cancellation-policy">
      <p className="font-semibold">{p.name}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
        {p.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
        {zone && <li>{daysCountedRule(zone)}</li>}
        <li>{OUTFITTER_CANCELS_RULE}</li>
      </ul>
    </div>
  );
}

/** The hunt page's section. */
export function HuntCancellationPolicy({ policy, depositPercent, timeZone }: PolicyProps) {
  return (
    <section aria-labelledby="policy-heading" className="mt-10">
      <h2 id="policy-heading" className="text-2xl">
        Cancellation Policy
      </h2>
      <div className="mt-4 rounded-xl border bg-card p-5">
        <PolicyDetails policy={policy} depositPercent={depositPercent} timeZone={timeZone} />
      </div>
    </section>
  );
}
