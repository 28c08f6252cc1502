"use client";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { startSharesSchema } from "@/lib/party/schema";

/** "I pay for everyone" or "each hunter pays their own share", with the other hunters' e-mails. */
export type WhoPays = { mode: "lead" | "shares"; emails: string[] };
export const LEAD_PAYS: WhoPays = { mode: "lead", emails: [] };

/** The other hunters' e-mails when the party pays in shares (null: the lead pays for everyone); invalid: false. */
export function shareEmailsOf(who: WhoPays, hunters: number): string[] | null | false {
  if (who.mode === "lead" || hunters < 2) return null;
  const emails = Array.from({ length: hunters - 1 }, (_, i) => who.emails[i]?.trim() ?? "");
  return startSharesSchema.safeParse({ memberEmails: emails }).success ? emails : false;
}

export function PartyPaymentChoice({
  hunters,
  value,
  onChange,
  locked,
}: {
  hunters: number;
  value: WhoPays;
  onChange: (w: WhoPays) => void;
  locked: boolean;
}) {
  if (hunters < 2) return null;
  const option = (mode: WhoPays["mode"], label: string, hint: string) => (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:checked]:border-primary">
      <input
        type="radio"
        name="who-pays"
        value={mode}
        className="mt-1"
        checked={value.mode === mode}
        disabled={locked}
        onChange={() => onChange({ ...value, mode })}
      />
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
    </label>
  );
  return (
    <section aria-labelledby="who-pays-heading" className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="who-pays-heading" className="text-lg font-semibold">
        Who pays
      </h2>
      <fieldset className="mt-4 grid gap-3 sm:grid-cols-2" disabled={locked}>
        <legend className="sr-only">Who pays</legend>
        {option("lead", "I pay for everyone", "You pay the whole party's deposit now.")}
        {option(
          "shares",
          "Each hunter pays their own share",
          "You pay your share now; each other hunter gets a link (valid 72 hours) to sign and pay theirs.",
        )}
      </fieldset>
      {value.mode === "shares" && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {Array.from({ length: hunters - 1 }, (_, i) => (
            <div key={i} className="space-y-1.5">
              <Label htmlFor={`member-email-${i}`}>Hunter {i + 2} e-mail</Label>
              <Input
                id={`member-email-${i}`}
                type="email"
                autoComplete="off"
                readOnly={locked}
                value={value.emails[i] ?? ""}
                onChange={(e) => {
                  const emails = [...value.emails];
                  emails[i] = e.target.value;
                  onChange({ ...value, emails });
                }}
              />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
