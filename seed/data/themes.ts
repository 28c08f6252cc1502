import type { HuntTheme } from "./hunt-theme";
import { AMERICAS_THEMES } from "./themes-americas";
import { WORLD_THEMES } from "./themes-world";

export const ALL_THEMES: HuntTheme[] = [...AMERICAS_THEMES, ...WORLD_THEMES];

const byKey = new Map(ALL_THEMES.map((t) => [t.key, t]));

export function themeByKey(key: string): HuntTheme {
  const theme = byKey.get(key);
  if (!theme) throw new Error(`Unknown hunt theme ${key}`);
  return theme;
}

const VARIANTS = ALL_THEMES.flatMap((theme) => theme.variants.map((variant) => ({ theme, variant })));

/** The variant a demo hunt was built from, by its title (which may carry its place after the variant's). */
export function variantOf(title: string) {
  return VARIANTS.filter(({ variant: v }) => title === v.title || title.startsWith(`${v.title} `)).sort(
    (a, b) => b.variant.title.length - a.variant.title.length,
  )[0];
}

/** A demo hunt's season: its variant's months, else its theme's. */
export function seasonOf(title: string): number[] | undefined {
  const found = variantOf(title);
  return found ? (found.variant.months ?? found.theme.months) : undefined;
}
