import { z } from "zod";

// Client-safe: the /compare address (ids and the party every hunt is priced for), read by the page and the Compare buttons.
export const MAX_COMPARED_HUNTS = 4;
export const MAX_COMPARE_PARTY = 20;

export const COMPARE_MESSAGES = {
  ids: "Hunts to compare must be hunt ids separated by commas, like 12,34",
  tooMany: `Compare at most ${MAX_COMPARED_HUNTS} hunts at a time`,
  hunters: `Hunters must be a whole number from 1 to ${MAX_COMPARE_PARTY}`,
  observers: `Observers must be a whole number from 0 to ${MAX_COMPARE_PARTY}`,
  residency: "Residency must be resident or non_resident",
} as const;

const text = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v.join(",") : v)?.trim() || undefined);

const wholeNumber = (min: number, message: string, fallback: number) =>
  text.transform((v, ctx) => {
    if (v === undefined) return fallback;
    const n = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
    if (!(n >= min && n <= MAX_COMPARE_PARTY)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

export const compareQuerySchema = z.object({
  ids: text.transform((v, ctx) => {
    if (v === undefined) return [];
    const parts = v
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (!parts.every((p) => /^\d{1,9}$/.test(p) && Number(p) > 0)) {
      ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.ids });
      return z.NEVER;
    }
    const ids = [...new Set(parts.map(Number))];
    if (ids.length > MAX_COMPARED_HUNTS) {
      ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.tooMany });
      return z.NEVER;
    }
    return ids;
  }),
  hunters: wholeNumber(1, COMPARE_MESSAGES.hunters, 1),
  observers: wholeNumber(0, COMPARE_MESSAGES.observers, 0),
  residency: text.transform((v, ctx) => {
    if (v === undefined) return "non_resident" as const;
    if (v === "resident" || v === "non_resident") return v;
    ctx.addIssue({ code: "custom", message: COMPARE_MESSAGES.residency });
    return z.NEVER;
  }),
});

export type CompareQuery = z.output<typeof compareQuerySchema>;

export function compareHref(ids: number[], party?: Partial<Omit<CompareQuery, "ids">>): string {
  const qs = new URLSearchParams();
  if (ids.length) qs.set("ids", ids.join(","));
  if (party?.hunters && party.hunters !== 1) qs.set("hunters", String(party.hunters));
  if (party?.observers) qs.set("observers", String(party.observers));
  if (party?.residency && party.residency !== "non_resident") qs.set("residency", party.residency);
  const s = qs.toString().replace(/%2C/g, ",");
  return s ? `/compare?${s}` : "/compare";
}
