import { loginHref } from "@/lib/auth/return-path";

/** Where Message goes: signed out → sign in, then on to the conversation; else the conversation, opened (spec 000 §2). */
export function messageHref(signedIn: boolean, outfitterId: number, booking = false) {
  const conversation = `/messages?recipient=${outfitterId}&autoOpen=true${booking ? "&booking=true" : ""}`;
  return signedIn ? conversation : loginHref(conversation);
}
