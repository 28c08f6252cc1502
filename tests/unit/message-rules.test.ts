import { describe, expect, it } from "vitest";
import { MESSAGING_REFUSALS, messagingRefusal, type Party } from "@/lib/messages/rules";
import { messagePreview, sendMessageSchema } from "@/lib/messages/schema";

let next = 1;
const party = (role: Party["role"], o: Partial<Party> = {}): Party => ({ id: next++, role, isActive: true, isApproved: true, ...o });

describe("messagingRefusal", () => {
  // sender → receiver: allowed without a prior message from the receiver?
  const table: Array<[Party["role"], Party["role"], boolean]> = [
    ["hunter", "hunter", false],
    ["hunter", "outfitter", true],
    ["hunter", "admin", true],
    ["outfitter", "hunter", false],
    ["outfitter", "outfitter", false],
    ["outfitter", "admin", true],
    ["admin", "hunter", true],
    ["admin", "outfitter", true],
    ["admin", "admin", true],
  ];
  it.each(table)("%s → %s (no prior message) allowed: %s", (from, to, allowed) => {
    expect(messagingRefusal(party(from), party(to), false) === null).toBe(allowed);
  });

  it("lets an outfitter reply once the hunter wrote first", () => {
    expect(messagingRefusal(party("outfitter"), party("hunter"), true)).toBeNull();
    expect(messagingRefusal(party("outfitter"), party("hunter"), false)).toBe(MESSAGING_REFUSALS.outfitterFirstContact);
  });

  it("refuses self, inactive receivers and unapproved outfitters for hunters", () => {
    const admin = party("admin");
    expect(messagingRefusal(admin, admin, false)).toBe(MESSAGING_REFUSALS.self);
    expect(messagingRefusal(admin, party("hunter", { isActive: false }), false)).toBe(MESSAGING_REFUSALS.inactive);
    expect(messagingRefusal(party("hunter"), party("admin", { isActive: false }), false)).toBe(MESSAGING_REFUSALS.inactive);
    expect(messagingRefusal(party("hunter"), party("outfitter", { isApproved: false }), false)).toBe(
      MESSAGING_REFUSALS.unapprovedOutfitter,
    );
    // the admin may still write to a pending outfitter, and a pending outfitter may write to the admin
    expect(messagingRefusal(admin, party("outfitter", { isApproved: false }), false)).toBeNull();
    expect(messagingRefusal(party("outfitter", { isApproved: false }), admin, false)).toBeNull();
  });
});

describe("sendMessageSchema", () => {
  it("trims content, rejects blank and over-long content, keeps inner line breaks", () => {
    expect(sendMessageSchema.parse({ receiverId: "7", content: "  hi\nthere \n" })).toEqual({ receiverId: 7, content: "hi\nthere" });
    expect(sendMessageSchema.safeParse({ receiverId: 7, content: " \n\t " }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ receiverId: 7, content: "x".repeat(5000) }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ receiverId: 7, content: "x".repeat(5001) }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ receiverId: "abc", content: "hi" }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ content: "hi" }).success).toBe(false);
  });

  it("takes the recipient as a number or a string of digits only, never coercing other values", () => {
    expect(sendMessageSchema.parse({ receiverId: " 12 ", content: "hi" }).receiverId).toBe(12);
    for (const receiverId of [true, false, null, "", " ", [7], { id: 7 }, "7abc", "0x10", "1e3", 0, -3, 2.5]) {
      const r = sendMessageSchema.safeParse({ receiverId, content: "hi" });
      expect({ receiverId, ok: r.success }).toEqual({ receiverId, ok: false });
      expect(r.error!.issues[0]!.message).toBe("Recipient is required");
    }
  });
});

describe("messagePreview", () => {
  it("cuts at 100 characters and adds an ellipsis only when cut", () => {
    expect(messagePreview("short")).toBe("short");
    expect(messagePreview("a".repeat(100))).toBe("a".repeat(100));
    expect(messagePreview("a".repeat(101))).toBe(`${"a".repeat(100)}...`);
  });
});
