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
