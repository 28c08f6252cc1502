import { loginHref } from "@/lib/auth/return-path";

/**
 * Where Message goes: signed out → sign in, then on to the conversation; else the conversation, opened (spec 000 §2).
 * From a hunt page the conversation names the hunt it is about (`hunt`).
 */
export function messageHref(signedIn: boolean, outfitterId: number, booking = false, huntId?: number) {
  const conversation = `/messages?recipient=${outfitterId}&autoOpen=true${booking ? "&booking=true" : ""}${huntId ? `&hunt=${huntId}` : ""}`;
  return signedIn ? conversation : loginHref(conversation);
}
