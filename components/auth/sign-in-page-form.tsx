"use client";

import { useRouter } from "next/navigation";
import { LoginForm } from "./login-form";

/** The sign-in form on /sign-in: once signed in (with JavaScript), on to the role's home page. */
export function SignInPageForm() {
  const router = useRouter();
  return <LoginForm onSignedIn={() => router.push("/")} permalink="/sign-in" />;
}
