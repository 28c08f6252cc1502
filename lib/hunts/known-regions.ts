const names = (list: string) => list.split(",").map((n) => n.trim());

// Must equal the names location_time_zone reads time zones from (drizzle/0032; a test keeps them equal).
// An exact region is a closed vocabulary, so its first search page can be cached.
export const US_STATES = names(
  "alaska, hawaii, washington, oregon, california, nevada, idaho, montana, wyoming, utah, colorado, new mexico, " +
    "arizona, north dakota, south dakota, nebraska, kansas, oklahoma, texas, minnesota, iowa, missouri, arkansas, " +
    "louisiana, wisconsin, illinois, mississippi, alabama, tennessee, michigan, indiana, kentucky, ohio, georgia, " +
    "florida, south carolina, north carolina, virginia, west virginia, maryland, delaware, pennsylvania, new jersey, " +
    "new york, connecticut, rhode island, massachusetts, vermont, new hampshire, maine",
);
export const CANADIAN_PROVINCES = names(
  "yukon, british columbia, alberta, northwest territories, nunavut, saskatchewan, manitoba, ontario, quebec, " +
    "new brunswick, nova scotia, prince edward island, newfoundland, labrador",
);

export const KNOWN_REGIONS: ReadonlySet<string> = new Set([
  ...US_STATES,
  ...CANADIAN_PROVINCES,
  // Countries in one time zone
  ...names(
    "mexico, argentina, chile, uruguay, uk, united kingdom, scotland, england, wales, ireland, spain, portugal, " +
      "france, germany, austria, switzerland, italy, poland, hungary, czech republic, slovakia, slovenia, croatia, " +
      "serbia, bulgaria, romania, sweden, norway, finland, estonia, latvia, iceland, turkey, south africa, namibia, " +
      "botswana, zimbabwe, zambia, mozambique, tanzania, cameroon, ethiopia, kyrgyzstan, tajikistan, mongolia, nepal, " +
      "pakistan, new zealand",
  ),
  // Countries across several time zones
  ...names("usa, united states, us, canada, russia, australia, brazil"),
]);

/**
 * The region a location search names, lower-cased (the search compares lower-cased text, so the
 * answer is the same), or null when it is anything else: part of a name, two names, a town.
 */
export function knownRegion(location: string): string | null {
  const name = location.trim().toLowerCase();
  return KNOWN_REGIONS.has(name) ? name : null;
}
