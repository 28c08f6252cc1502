import { createBooking, createHunt, createHunter } from "@/seed/factories";
import { db } from "@/db";
import { dataExports, emailOutbox, passwordResetTokens } from "@/db/schema";
import { sql } from "drizzle-orm";
import { enqueue } from "@/lib/jobs/engine";
import { QUEUES } from "@/lib/jobs/queues";
import { newSecretToken, sha256 } from "@/lib/auth/secure-token";
import { createPaymentIntentForBooking } from "@/lib/money/charges/booking-payment";
import { toPublicUser } from "@/lib/users/public-user";
import type { UserRow, World } from "./routes/define";

/** Data builders for the registry rows' `request` functions. */
/** A live reset link for a fresh account, made the way the service makes one. */
export async function resetLinkFor() {
  const u = await createHunter();
  const token = newSecretToken();
  await db.insert(passwordResetTokens).values({ userId: u.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/** A ready "Download my data" file of a user and its link's token, made the way the export job makes one. */
export async function readyExportOf(userId: number) {
  const token = newSecretToken();
  await db.insert(dataExports).values({
    userId,
    status: "ready",
    content: "{}",
    tokenHash: sha256(token),
    readyAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** Deleting an account asks for its password: the matrix sends a wrong one, so its accounts outlive the row. */
export const WRONG_PASSWORD_REFUSED = {
  hunter: 400,
  otherHunter: 400,
  outfitter: 400,
  otherOutfitter: 400,
  pendingOutfitter: 400,
} as const;

export const asCurrent = (u: UserRow) => toPublicUser(u);
export const uploadUrl = (ownerId: number) =>
  `/uploads/u${ownerId}/${newSecretToken()
    .replace(/[^a-f0-9]/g, "")
    .padEnd(32, "a")
    .slice(0, 32)}.png`;
export const huntOf = async (outfitterId: number) => String((await createHunt({ outfitterId, availability: 5 })).id);
export const huntBody = (over: Record<string, unknown> = {}) => ({
  title: "Bull Elk Hunt",
  description: "Five days in the high country.",
  species: ["elk/wapiti"],
  location: "Montana, USA",
  price: 1000,
  duration: 5,
  groupSize: 4,
  difficulty: "difficult",
  dates: "Sept 10-15, 2027",
  availability: 4,
  images: [],
  ...over,
});
/** A pending, spot-holding booking of world.hunter on a hunt of world.outfitter. */
export async function pendingBooking(world: World) {
  const huntId = Number(await huntOf(world.outfitter.id));
  return createBooking({ huntId, outfitterId: world.outfitter.id, hunterId: world.hunter.id, holdsSpot: true });
}
/** world.hunter's booking on world.outfitter's hunt, accepted (what cancellation applies to). */
export async function acceptedBooking(world: World, extra: Partial<Parameters<typeof createBooking>[0]> = {}) {
  const huntId = Number(await huntOf(world.outfitter.id));
  return createBooking({
    huntId,
    outfitterId: world.outfitter.id,
    hunterId: world.hunter.id,
    holdsSpot: true,
    status: "accepted",
    ...extra,
  });
}
/** world.hunter's pending booking with an open test-provider payment intent. */
export async function openIntent(world: World) {
  const b = await pendingBooking(world);
  return createPaymentIntentForBooking(asCurrent(world.hunter), b.id);
}

let seq = 0;
export const freshEmail = () => `registry-${Date.now().toString(36)}-${seq++}@example.test`;

/** An e-mail the provider refused eight times: what Retry on /email-debug is for. */
export async function failedEmail() {
  const [r] = await db
    .insert(emailOutbox)
    .values({
      toEmail: "failed@example.test",
      subject: "Hi",
      template: "notice",
      html: "<p>Hi</p>",
      text: "Hi",
      provider: "resend",
      status: "failed",
      attempts: 8,
    })
    .returning({ id: emailOutbox.id });
  return r!.id;
}

/** A job that failed its last try (dead): what Retry and Discard on /admin/jobs are for. */
export async function deadJob() {
  const id = await enqueue(db, QUEUES.housekeeping.name, {});
  await db.execute(
    sql`UPDATE pgboss.job SET state = 'failed', retry_count = retry_limit, completed_on = now(), output = '{"message":"boom"}'::jsonb WHERE id = ${id}::uuid`,
  );
  return { queue: QUEUES.housekeeping.name, id: id! };
}
