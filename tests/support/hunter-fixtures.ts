import { createAdmin, createHunter, createOutfitter, type UserOverrides } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";

/** A hunter, an approved outfitter and an admin with bearer tokens, for role checks. */
export async function roleFixtures(hunterOverrides: UserOverrides = {}) {
  const hunter = await createHunter({ firstName: "Hannah", lastName: "Ridge", ...hunterOverrides });
  const outfitter = await createOutfitter({ firstName: "Olaf" });
  const admin = await createAdmin();
  return {
    hunter,
    outfitter,
    admin,
    tokens: {
      hunter: await issueApiToken(hunter.id),
      outfitter: await issueApiToken(outfitter.id),
      admin: await issueApiToken(admin.id),
    },
  };
}

export async function hunterWithToken(overrides: UserOverrides = {}) {
  const hunter = await createHunter(overrides);
  return { hunter, token: await issueApiToken(hunter.id) };
}
