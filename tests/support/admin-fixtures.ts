import { encode } from "next-auth/jwt";
import { createAdmin, createHunter, createOutfitter } from "@/db/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { config } from "@/lib/config";

/** An admin, a hunter and an approved outfitter, each with a bearer token. */
export async function roleFixtures() {
  const [admin, hunter, outfitter] = await Promise.all([createAdmin(), createHunter(), createOutfitter()]);
  const [adminToken, hunterToken, outfitterToken] = await Promise.all([
    issueApiToken(admin.id),
    issueApiToken(hunter.id),
    issueApiToken(outfitter.id),
  ]);
  return { admin, hunter, outfitter, adminToken, hunterToken, outfitterToken };
}

/** The next-auth session cookie a browser would hold after signing in as `userId`. */
export async function sessionCookie(userId: number): Promise<string> {
  const jwt = await encode({ token: { sub: String(userId) }, secret: config().nextAuthSecret });
  return `next-auth.session-token=${jwt}`;
}
