/** The messaging rules of spec 000 §6, as the internal demo pages explain them. */
export type Role = "hunter" | "outfitter" | "admin";

export const ROLE_HINTS: Record<Role, string> = {
  hunter: "You can message outfitters and admins",
  outfitter: "You can message admins and reply to hunters who contact you first",
  admin: "You can message all users",
};

export function canMessage(sender: Role, recipient: Role, recipientWroteFirst: boolean): { allowed: boolean; reason: string } {
  if (sender === "admin") return { allowed: true, reason: "Admins can message all users." };
  if (recipient === "admin") return { allowed: true, reason: "Everyone can message the admin." };
  if (sender === "hunter") {
    return recipient === "outfitter"
      ? { allowed: true, reason: "Hunters can start conversations with outfitters." }
      : { allowed: false, reason: "Hunters message outfitters and admins, not other hunters." };
  }
  if (recipient === "hunter") {
    return recipientWroteFirst
      ? { allowed: true, reason: "The hunter wrote first, so the outfitter may reply." }
      : { allowed: false, reason: "Outfitters cannot start a conversation with a hunter." };
  }
  return { allowed: false, reason: "Outfitters message admins and hunters who contacted them." };
}
