import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { AppError } from "@/lib/http/errors";
import { authenticate } from "./service";

/**
 * next-auth v4: credentials sign-in, JWT session cookie (httpOnly). The JWT carries only the
 * user id; every request reloads the user from the database, so deactivation takes effect at once.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: config().nextAuthSecret,
    session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
    pages: { signIn: "/?login=true", error: "/?login=true" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const headers = new Headers((req?.headers ?? {}) as Record<string, string>);
          const ip = headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
          try {
            const user = await authenticate({ email: credentials?.email, password: credentials?.password }, ip);
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
      async jwt({ token, user }) {
        if (user) token.sub = user.id;
        return token;
      },
      async session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
