import { describe, expect, it } from "vitest";
import { buildSections, matchesSearch } from "@/components/messages/sidebar-sections";
import type { ConversationPartner, ConversationSummary } from "@/lib/messages/schema";

type Person = Omit<ConversationPartner, "isActive"> & { profileImage: string | null };
const person = (id: number, role: Person["role"], firstName: string, lastName = "Doe"): Person => ({
  id,
  role,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.test`,
  profileImage: null,
});
const conv = (p: Person, senderId: number, content: string, unreadCount = 0): ConversationSummary => ({
  partner: { ...p, isActive: true },
  lastMessage: { id: p.id * 10, senderId, content, createdAt: "2030-01-01T00:00:00.000Z" },
  unreadCount,
  messageCount: 1,
});

describe("matchesSearch", () => {
  it("matches first name, last name or e-mail, case-insensitively", () => {
    const p = person(1, "hunter", "Hannah", "Reed");
    for (const q of ["hann", "REED", "hannah@example", "  ", ""]) expect(matchesSearch(p, q)).toBe(true);
    expect(matchesSearch(p, "cody")).toBe(false);
  });

  it("matches a contact not yet written to by first name only (the server sends no last name or e-mail)", () => {
    const contact = { id: 2, role: "outfitter" as const, firstName: "Bo", profileImage: null };
    expect(matchesSearch(contact, "bo")).toBe(true);
    expect(matchesSearch(contact, "doe")).toBe(false);
  });
});

describe("buildSections", () => {
  const admin = person(1, "admin", "Avery");
  const cody = person(2, "outfitter", "Cody");
  const bo = person(3, "outfitter", "Bo");
  const hannah = person(4, "hunter", "Hannah");

  it("puts an outfitter's hunter conversations under Hunter Messages", () => {
    const s = buildSections({
      role: "outfitter",
      meId: cody.id,
      query: "",
      conversations: [conv(hannah, hannah.id, "Hi\nthere", 2), conv(admin, cody.id, "Question")],
      contacts: [admin, hannah],
    });
    expect(s.hunterMessages).toEqual([expect.objectContaining({ id: hannah.id, preview: "Hi there", unread: 2 })]);
    expect(s.conversations).toEqual([expect.objectContaining({ id: admin.id, preview: "You: Question" })]);
    expect(s.startNew).toEqual([]);
  });

  it("offers a hunter the outfitters without a conversation, and filters every section by the search", () => {
    const s = buildSections({
      role: "hunter",
      meId: hannah.id,
      query: "",
      conversations: [conv(cody, cody.id, "Hello")],
      contacts: [admin, cody, bo],
    });
    expect(s.hunterMessages).toBeNull();
    expect(s.conversations.map((e) => e.id)).toEqual([cody.id]);
    expect(s.startNew.map((e) => e.id)).toEqual([bo.id]); // the admin is reached through Admin User
    const searched = buildSections({
      role: "hunter",
      meId: hannah.id,
      query: "bo",
      conversations: [conv(cody, cody.id, "Hello")],
      contacts: [admin, cody, bo],
    });
    expect(searched.conversations).toEqual([]);
    expect(searched.startNew.map((e) => e.id)).toEqual([bo.id]);
  });

  it("lists every other user for the admin", () => {
    const s = buildSections({ role: "admin", meId: admin.id, query: "", conversations: [], contacts: [admin, cody, hannah] });
    expect(s.startNew.map((e) => e.id)).toEqual([cody.id, hannah.id]);
  });
});
