type AccountFlags = { role: string; isApproved: boolean; isActive: boolean };

/** An approved outfitter whose account is inactive: shown as Paused, may still sign in. */
export function isPausedOutfitter(row: AccountFlags): boolean {
  return row.role === "outfitter" && row.isApproved && !row.isActive;
}

export function maySignIn(row: AccountFlags): boolean {
  return row.isActive || isPausedOutfitter(row);
}
