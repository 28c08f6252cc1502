/** Gear lists show these categories first, in this order, then any others alphabetically. */
export const GEAR_CATEGORY_ORDER = ["gear", "clothing", "equipment", "accessories"] as const;

export const GEAR_HEADINGS: Record<string, string> = {
  gear: "Essential Gear",
  clothing: "Hunting Apparel",
  equipment: "Equipment",
  accessories: "Accessories",
};

export function gearHeading(category: string): string {
  return GEAR_HEADINGS[category] ?? category.charAt(0).toUpperCase() + category.slice(1);
}

export type GearGroup<T> = { category: string; heading: string; items: T[] };

/** Items keep their display order inside a group. */
export function groupGear<T extends { category: string }>(items: T[]): GearGroup<T>[] {
  const byCategory = new Map<string, T[]>();
  for (const item of items) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  const known = GEAR_CATEGORY_ORDER.filter((c) => byCategory.has(c));
  const others = [...byCategory.keys()].filter((c) => !(GEAR_CATEGORY_ORDER as readonly string[]).includes(c)).sort();
  return [...known, ...others].map((category) => ({ category, heading: gearHeading(category), items: byCategory.get(category)! }));
}
