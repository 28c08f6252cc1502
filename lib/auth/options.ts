import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { AppError } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/http/client-ip";
import { maySignIn } from "./account-state";
import { deviceCookieAfterSignIn, deviceEntries } from "./device-cookie";
import { loginSchema } from "./schema";
import { sessionHintCookie } from "./session-hint";
import { authenticate } from "./service";
import { endSession, secureCookies, sessionClaims, sessionCookieName, SESSION_MAX_AGE_SECONDS, userForSession } from "./sessions";

export class EndedSession extends Error {
  constructor() {
    super("The session has ended");
  }
}

/** The route handler's cookies() land on next-auth's answer, beside the session cookie it sets. */
async function rememberBrowser(devices: string[], email: string) {
  const device = deviceCookieAfterSignIn(devices, email);
  const hint = sessionHintCookie(secureCookies());
  try {
    const { cookies } = await import("next/headers");
    const jar = await cookies();
    jar.set(device.name, device.value, device.options);
    jar.set(hint.name, hint.value, hint.options);
  } catch {
    // Outside a request (a test calling authorize directly): nothing to set it on.
  }
}

export function authOptions(): NextAuthOptions {
  const secure = secureCookies();
  return {
    secret: config().nextAuthSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    pages: { signIn: "/?login=true", error: "/?login=true" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const headers = new Headers((req?.headers ?? {}) as Record<string, string>);
          const devices = deviceEntries(headers.get("cookie"));
          try {
            // This callback is a door: it validates as POST /api/auth/login does.
            const input = parse(loginSchema, { email: credentials?.email, password: credentials?.password });
            const user = await authenticate(input, clientIp(headers), devices);
            await rememberBrowser(devices, user.email);
            return { id: String(user.id), email: user.email, name: user.firstName };
          } catch (err) {
            // next-auth hands a thrown error's message to the client as `error`.
            if (err instanceof AppError) throw new Error(err.message);
            throw err;
          }
        },
      }),
    ],
    callbacks: {
      // Only sign-in writes the token: an `update()` from the client or any other claim is ignored.
      async jwt({ token, user }) {
        if (!user) return token;
        return sessionClaims({ id: Number(user.id), firstName: user.name ?? "", email: user.email ?? "" });
      },
      // Throwing makes next-auth answer `{}` and clear the cookie, not echo the name and e-mail a dead cookie still carries.
      async session({ session, token }) {
        const row = await userForSession(token);
        if (!row || !maySignIn(row)) throw new EndedSession();
        session.user = { id: String(row.id), name: row.firstName, email: row.email } as typeof session.user;
        return session;
      },
    },
    // next-auth logs a client's dead cookie as an error; it is the client's, not the server's.
    logger: {
      error(code, metadata) {
        if (code === "JWT_SESSION_ERROR")
          log.info("auth.session.ended", { reason: metadata instanceof EndedSession ? "ended" : "invalid" });
        else log.error("auth.nextauth.error", { code, err: metadata });
      },
      warn(code) {
        log.warn("auth.nextauth.warning", { code });
      },
      debug() {},
    },
    events: {
      async signOut({ token }) {
        await endSession(token);
        if (token?.sub) log.info("auth.logout", { userId: Number(token.sub), via: "session" });
      },
    },
  };
}
