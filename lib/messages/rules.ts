import { isPausedOutfitter } from "@/lib/auth/account-state";
import type { UserRole } from "./schema";

export type Party = { id: number; role: UserRole; isActive: boolean; isApproved: boolean };

export type Refusal = { status: 400 | 403; message: string };

export const MESSAGING_REFUSALS = {
  self: { status: 400, message: "You cannot send a message to yourself." },
  inactive: { status: 403, message: "This user's account is inactive and cannot receive messages." },
  hunterToHunter: { status: 403, message: "Hunters can message outfitters and admins only." },
  unapprovedOutfitter: { status: 403, message: "This outfitter is not available for messages yet." },
  outfitterFirstContact: {
    status: 403,
    message: "Outfitters can only reply to hunters who have contacted them first.",
  },
  outfitterToOutfitter: { status: 403, message: "Outfitters can message admins and reply to hunters only." },
  pausedSender: { status: 403, message: "Your account is paused: you can message admins only until it is reactivated." },
} as const satisfies Record<string, Refusal>;

// Pure: the caller says whether the receiver wrote first. The admin may still write to a paused
// outfitter (approved, inactive), so the pause can be settled.
// Two hunters write to each other only through a relayed reference contact (referenceLink, issue 49).
export function messagingRefusal(sender: Party, receiver: Party, receiverWroteFirst: boolean, referenceLink = false): Refusal | null {
  if (sender.id === receiver.id) return MESSAGING_REFUSALS.self;
  if (!receiver.isActive && !(sender.role === "admin" && isPausedOutfitter(receiver))) return MESSAGING_REFUSALS.inactive;
  if (sender.role === "admin" || receiver.role === "admin") return null;
  if (!sender.isActive) return MESSAGING_REFUSALS.pausedSender;
  if (sender.role === "hunter") {
    if (receiver.role === "hunter") return referenceLink ? null : MESSAGING_REFUSALS.hunterToHunter;
    return receiver.isApproved ? null : MESSAGING_REFUSALS.unapprovedOutfitter;
  }
  if (receiver.role === "outfitter") return MESSAGING_REFUSALS.outfitterToOutfitter;
  return receiverWroteFirst ? null : MESSAGING_REFUSALS.outfitterFirstContact;
}

// Shown word for word on the messages page.
export const ROLE_HINTS: Record<UserRole, string> = {
  hunter: "You can message outfitters and admins",
  outfitter: "You can message admins and reply to hunters who contact you first",
  admin: "You can message all users",
};
