"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { action } from "@/lib/actions/action";
import { AppError } from "@/lib/http/errors";
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

/** Registration never says whether an address is taken: a taken address with another password gets the same message and no session. */
export const registerAccount = action(
  { name: "auth.register", auth: "public", schema: registerFormSchema },
  async ({ input, req, formPost }) => {
    const ip = clientIp(req.headers);
    const devices = deviceEntries(req.headers.get("cookie"));
    const { message } = await register(omitTerms(input), ip);
    const user = await authenticate({ email: input.email, password: input.password }, ip, devices).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 401) return null;
      throw err;
    });
    if (!user) return { message };
    await startBrowserSession(user, devices);
    if (formPost) redirect("/");
    return { user };
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
