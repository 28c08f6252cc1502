export const LOGIN_HREF = "/?login=true";

/** Where Message goes: signed out → sign in; else the conversation, opened (spec 000 §2). */
export function messageHref(signedIn: boolean, outfitterId: number, booking = false) {
  if (!signedIn) return LOGIN_HREF;
  return `/messages?recipient=${outfitterId}&autoOpen=true${booking ? "&booking=true" : ""}`;
}
