import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox, passwordResetTokens, users } from "@/db/schema";
import { config } from "@/lib/config";
import { sendEmail } from "@/lib/email";
import { passwordResetEmail, REGISTRATION_ATTEMPT_TEMPLATE, registrationAttemptEmail, welcomeEmail } from "@/lib/email/templates";
import { badRequest, forbidden, unauthorized } from "@/lib/http/errors";
import { afterResponse } from "@/lib/after-response";
import { parse } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { beginSignInAttempt, signInSucceeded } from "@/lib/rate-limit/sign-in";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { maySignIn } from "./account-state";
import { FORGOT_PASSWORD_ANSWER } from "./messages";
import { revokeAllApiTokens } from "./api-tokens";
import { knownDevice } from "./device-cookie";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "./schema";
import { newSecretToken, sha256 } from "./secure-token";

export { FORGOT_PASSWORD_ANSWER };
export const INVALID_CREDENTIALS = "Invalid email or password";
export const INACTIVE_ACCOUNT = "Your account has been deactivated. Please contact support.";
export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";
export const REGISTERED_MESSAGE = "Thanks for registering. Check your email for confirmation.";
const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Checks e-mail and password. Failed sign-ins are limited per client address and per account with
 * a growing back-off; `devices` (the device cookie's entries) exempt a browser that signed in to
 * this account before from both (lib/rate-limit/sign-in.ts).
 */
export async function authenticate(input: unknown, ip: string, devices: string[] = []): Promise<PublicUser> {
  const { email, password } = parse(loginSchema, input);
  const attempt = { email, ip, device: knownDevice(devices, email) };
  await beginSignInAttempt(attempt);
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!row) {
    await burnPasswordCheck(password);
    log.warn("auth.login.failed", { userId: null, reason: "unknown_email", ip });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    log.warn("auth.login.failed", { userId: row.id, reason: "wrong_password", ip });
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await signInSucceeded(attempt);
  if (!maySignIn(row)) {
    log.warn("auth.login.failed", { userId: row.id, reason: "inactive", ip });
    throw forbidden(INACTIVE_ACCOUNT);
  }
  log.info("auth.login.succeeded", { userId: row.id, role: row.role, ip, knownDevice: Boolean(attempt.device) });
  return toPublicUser(row);
}

/**
 * Creates a hunter (approved at once) or an outfitter (pending approval) and sends the welcome
 * e-mail. A taken address is answered exactly the same way (same status, body and work: the
 * password is hashed either way and each e-mail goes after the answer), and its owner is e-mailed
 * instead ("someone tried to register with your address"), at most once an hour. So the answer
 * never says whether an account exists; a new user signs in right after with the password just
 * chosen, as with any sign-in.
 */
export async function register(input: unknown, ip: string): Promise<{ message: string }> {
  const data = parse(registerSchema, input);
  await enforceRateLimit("register", `ip:${ip}`);
  const passwordHash = await hashPassword(data.password);
  const inserted = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      websiteUrl: data.websiteUrl,
      role: data.role,
      isApproved: data.role === "hunter",
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  const row = inserted[0];
  if (row) {
    log.info("auth.register.succeeded", { userId: row.id, role: row.role, ip });
    await afterResponse(() =>
      sendEmail(row.email, welcomeEmail(row.firstName, row.role, config().APP_URL)).then(
        () => {},
        (err) => log.error("email.welcome.failed", { userId: row.id, err }),
      ),
    );
  } else {
    log.info("auth.register.duplicate_email", { userId: null, ip });
    await afterResponse(() => warnOwnerOfRegistration(data.email));
  }
  return { message: REGISTERED_MESSAGE };
}

/** Someone registered with an existing account's address: tell the owner (once an hour at most). */
async function warnOwnerOfRegistration(email: string) {
  try {
    const [owner] = await db.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1);
    if (!owner) return;
    const [recent] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, owner.email), eq(emailOutbox.template, REGISTRATION_ATTEMPT_TEMPLATE), gt(emailOutbox.createdAt, new Date(Date.now() - 60 * 60_000))))
      .limit(1);
    if (recent) return;
    await sendEmail(owner.email, registrationAttemptEmail(owner.firstName, config().APP_URL));
  } catch (err) {
    log.error("email.registration_attempt.failed", { err });
  }
}

/** Always answers the same way; the link only ever travels by e-mail. */
export async function requestPasswordReset(input: unknown, ip: string): Promise<{ message: string }> {
  const { email } = parse(forgotPasswordSchema, input);
  await enforceRateLimit("forgot", `ip:${ip}`);
  await enforceRateLimit("forgot", `email:${email}`);
  const [row] = await db
    .select({ id: users.id, role: users.role, isApproved: users.isApproved, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  log.info("auth.reset.requested", { userId: row?.id ?? null, ip });
  // The link is made and e-mailed after the answer, so known and unknown e-mails take the same time.
  if (row && maySignIn(row)) await afterResponse(() => sendResetLink(row.id));
  return { message: FORGOT_PASSWORD_ANSWER };
}

async function sendResetLink(userId: number) {
  try {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) return;
    const token = newSecretToken();
    await db.insert(passwordResetTokens).values({
      userId: row.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = `${config().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await sendEmail(row.email, passwordResetEmail(row.firstName, link));
  } catch (err) {
    log.error("email.password_reset.failed", { userId, err });
  }
}

async function liveResetToken(token: string) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId, firstName: users.firstName })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The first name behind a live reset link, for the reset page's greeting. */
export async function resetLinkInfo(token: string): Promise<{ firstName: string }> {
  const row = await liveResetToken(token);
  if (!row) throw badRequest(INVALID_RESET_LINK);
  return { firstName: row.firstName };
}

/** Sets the new password; the link works once (conditional update); other links and API tokens are revoked. */
export async function resetPassword(input: unknown): Promise<{ message: string }> {
  const { token, newPassword } = parse(resetPasswordSchema, input);
  const live = await liveResetToken(token);
  if (!live) {
    log.warn("auth.reset.invalid_link", { userId: null });
    throw badRequest(INVALID_RESET_LINK);
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, live.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) throw badRequest(INVALID_RESET_LINK);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, live.userId));
    // Any other link still out for this account dies with this reset.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, live.userId), isNull(passwordResetTokens.usedAt)));
  });
  // Every bearer token and browser session of the account ends with the old password.
  await revokeAllApiTokens(live.userId);
  log.info("auth.reset.completed", { userId: live.userId });
  return { message: "Password Reset Successful" };
}
