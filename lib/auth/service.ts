import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "@/db";
import { emailOutbox, passwordResetTokens, users } from "@/db/schema";
import { config } from "@/lib/config";
import { deliverAfterCommit, enqueueEmail, prepareEmail } from "@/lib/email";
import { REGISTRATION_ATTEMPT_TEMPLATE, registrationAttemptEmail, welcomeEmail } from "@/lib/email/templates";
import { badRequest, forbidden, unauthorized } from "@/lib/http/errors";
import { afterResponse } from "@/lib/after-response";
import { log } from "@/lib/log";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { beginSignInAttempt, signInSucceeded } from "@/lib/rate-limit/sign-in";
import { toPublicUser, type PublicUser } from "@/lib/users/public-user";
import { maySignIn } from "./account-state";
import { FORGOT_PASSWORD_ANSWER } from "./messages";
import { revokeAllApiTokens } from "./api-tokens";
import { knownDevice } from "./device-cookie";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password";
import { sendResetLink } from "./reset-link";
import type { ForgotPasswordData, LoginData, RegisterData, ResetPasswordData } from "./schema";
import { sha256 } from "./secure-token";

export { FORGOT_PASSWORD_ANSWER };
export const INVALID_CREDENTIALS = "Invalid email or password";
export const INACTIVE_ACCOUNT = "Your account has been deactivated. Please contact support.";
export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";
export const REGISTERED_MESSAGE = "Thanks for registering. Check your email for confirmation.";

/**
 * Checks e-mail and password. Failed sign-ins are limited per client address and per account with
 * a growing back-off; `devices` (the device cookie's entries) exempt a browser that signed in to
 * this account before from both (lib/rate-limit/sign-in.ts).
 */
export async function authenticate({ email, password }: LoginData, ip: string, devices: string[] = []): Promise<PublicUser> {
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
 * password is hashed and the welcome e-mail rendered either way, and each delivery goes after the
 * answer; a new account's welcome is written to the outbox with the account), and its owner is e-mailed
 * instead ("someone tried to register with your address"), at most once an hour. So the answer
 * never says whether an account exists; a new user signs in right after with the password just
 * chosen, as with any sign-in.
 */
export async function register(data: RegisterData, ip: string): Promise<{ message: string }> {
  await enforceRateLimit("register", `ip:${ip}`);
  const passwordHash = await hashPassword(data.password);
  // Rendered for a taken address too, so both answers cost the same; only a new account's is kept.
  const welcome = await prepareEmail(welcomeEmail(data.firstName, data.role, config().APP_URL));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
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
    // The welcome e-mail with the account: one exists exactly when the other does.
    return row ? { row, emailId: await enqueueEmail(tx, row.email, welcome) } : null;
  });
  if (created) {
    log.info("auth.register.succeeded", { userId: created.row.id, role: created.row.role, ip });
    // Its first delivery attempt after the answer (the provider's round trip is not the visitor's wait).
    await afterResponse(async () => void (await deliverAfterCommit([created.emailId])));
  } else {
    log.info("auth.register.duplicate_email", { userId: null, ip });
    await afterResponse(() => warnOwnerOfRegistration(data.email));
  }
  return { message: REGISTERED_MESSAGE };
}

/** Someone registered with an existing account's address: tell the owner (once an hour at most). */
async function warnOwnerOfRegistration(email: string) {
  try {
    const [owner] = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!owner) return;
    const [recent] = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toEmail, owner.email),
          eq(emailOutbox.template, REGISTRATION_ATTEMPT_TEMPLATE),
          gt(emailOutbox.createdAt, new Date(Date.now() - 60 * 60_000)),
        ),
      )
      .limit(1);
    if (recent) return;
    // No change of ours causes this one: it is written on its own and attempted at once.
    await deliverAfterCommit([await enqueueEmail(db, owner.email, registrationAttemptEmail(owner.firstName, config().APP_URL))]);
  } catch (err) {
    log.error("email.registration_attempt.failed", { err });
  }
}

/**
 * Always answers the same way, in the same time: after the rate limits nothing in the request
 * depends on the address, and the work that does (the account lookup, the link, the e-mail) runs
 * after the answer (./reset-link.ts), the same statements for a known and an unknown address.
 */
export async function requestPasswordReset({ email }: ForgotPasswordData, ip: string): Promise<{ message: string }> {
  await enforceRateLimit("forgot", `ip:${ip}`);
  await enforceRateLimit("forgot", `email:${email}`);
  await afterResponse(() => sendResetLink(email, ip));
  return { message: FORGOT_PASSWORD_ANSWER };
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
export async function resetPassword({ token, newPassword }: ResetPasswordData): Promise<{ message: string }> {
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
