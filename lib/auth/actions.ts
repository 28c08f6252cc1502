"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { action } from "@/lib/actions/action";
import { clientIp } from "@/lib/http/client-ip";
import type { PublicUser } from "@/lib/users/public-user";
import { forgotPasswordSchema, loginSchema, registerFormSchema, resetPasswordFormSchema } from "./schema";
import { authenticate, register, requestPasswordReset, resetPassword } from "./service";
import { deviceCookieAfterSignIn, deviceEntries } from "./device-cookie";
import { sessionHintCookie } from "./session-hint";
import { newSessionCookie } from "./sessions";

/** The device cookie exempts this browser from the account's sign-in back-off. */
async function startBrowserSession(user: PublicUser, devices: string[]) {
  const cookie = await newSessionCookie(user);
  const jar = await cookies();
  jar.set(cookie.name, cookie.value, cookie.options);
  const hint = sessionHintCookie(cookie.options.secure);
  jar.set(hint.name, hint.value, hint.options);
  const device = deviceCookieAfterSignIn(devices, user.email);
  jar.set(device.name, device.value, device.options);
}

function omitTerms<T extends { termsAccepted: boolean }>(input: T): Omit<T, "termsAccepted"> {
  const account: Partial<T> = { ...input };
  delete account.termsAccepted;
  return account as Omit<T, "termsAccepted">;
}

const RESET_DONE_PATH = "/sign-in?reset=done";

export const signInWithPassword = action({ name: "auth.signIn", auth: "public", schema: loginSchema }, async ({ input, req, formPost }) => {
  const devices = deviceEntries(req.headers.get("cookie"));
  const user = await authenticate(input, clientIp(req.headers), devices);
  await startBrowserSession(user, devices);
  if (formPost) redirect("/");
  return { user };
});

/** Where a registration posted without JavaScript leads, new address or taken: the sign-in page with the registration message. */
const REGISTERED_PATH = "/sign-in?registered=1";

/**
 * Registration never says whether an address is taken (issue 52): a new and a taken address get the same answer and no session.
 * The form then signs in with the password just chosen (signInWithPassword), as an API client does after POST /api/auth/register.
 */
export const registerAccount = action(
  { name: "auth.register", auth: "public", schema: registerFormSchema },
  async ({ input, req, formPost }) => {
    const answer = await register(omitTerms(input), clientIp(req.headers));
    if (formPost) redirect(REGISTERED_PATH);
    return answer;
  },
);

export const sendPasswordResetLink = action(
  { name: "auth.forgotPassword", auth: "public", schema: forgotPasswordSchema },
  async ({ input, req }) => requestPasswordReset(input, clientIp(req.headers)),
);

export const resetPasswordWithLink = action(
  { name: "auth.resetPassword", auth: "public", schema: resetPasswordFormSchema },
  async ({ input, formPost }) => {
    const done = await resetPassword({ token: input.token, newPassword: input.newPassword });
    // The reset page would now find its link used: a plain post (JavaScript off) goes on to sign in.
    if (formPost) redirect(RESET_DONE_PATH);
    return done;
  },
);
