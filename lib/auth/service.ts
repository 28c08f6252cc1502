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
import { FORGOT_PASSWORD_ANSWER, REGISTERED_MESSAGE } from "./messages";
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
export { REGISTERED_MESSAGE } from "./messages";

/** Failed sign-ins back off per address and per account; a browser that signed in to the account before is exempt from both. */
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

/** A taken address gets the same answer for the same work (hash, rendered welcome, delivery after the answer), and its
 * owner is warned at most once an hour: registration never says whether an account exists. */
export async function register(data: RegisterData, ip: string): Promise<{ message: string }> {
  await enforceRateLimit("register", `ip:${ip}`);
  const passwordHash = await hashPassword(data.password);
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
    // The provider's round trip is not the visitor's wait.
    await afterResponse(async () => void (await deliverAfterCommit([created.emailId])));
  } else {
    log.info("auth.register.duplicate_email", { userId: null, ip });
    await afterResponse(() => warnOwnerOfRegistration(data.email));
  }
  return { message: REGISTERED_MESSAGE };
}

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

/** The same answer in the same time for any address: everything that depends on it runs after the answer. */
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

export async function resetLinkInfo(token: string): Promise<{ firstName: string }> {
  const row = await liveResetToken(token);
  if (!row) throw badRequest(INVALID_RESET_LINK);
  return { firstName: row.firstName };
}

/** A link works once: of two racing resets only the conditional update that marks it used goes through. */
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
