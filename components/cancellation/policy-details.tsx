import { OUTFITTER_CANCELS_RULE, policyText, type CancellationPolicy } from "@/lib/cancellation/policies";

/**
 * A cancellation policy in plain words: its name, its rules and the outfitter-cancels promise.
 * `depositPercent`: the hunt's (or booking's) deposit, which Strict keeps.
 */
export function PolicyDetails({ policy, depositPercent }: { policy: CancellationPolicy; depositPercent?: number | null }) {
  const p = policyText(policy, depositPercent);
  return (
    <div className="text-sm" data-testid="cancellation-policy">
      <p className="font-semibold">{p.name}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
        {p.rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
        <li>{OUTFITTER_CANCELS_RULE}</li>
      </ul>
    </div>
  );
}

/** The hunt page's section. */
export function HuntCancellationPolicy({ policy, depositPercent }: { policy: CancellationPolicy; depositPercent?: number | null }) {
  return (
    <section aria-labelledby="policy-heading" className="mt-10">
      <h2 id="policy-heading" className="text-2xl">
        Cancellation Policy
      </h2>
      <div className="mt-4 rounded-xl border bg-card p-5">
        <PolicyDetails policy={policy} depositPercent={depositPercent} />
      </div>
    </section>
  );
}
