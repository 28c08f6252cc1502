import type { Contact, ConversationSummary, UserRole } from "@/lib/messages/schema";
import type { ListEntry } from "./conversation-list-item";

type Person = { firstName: string; lastName?: string; email?: string };

/**
 * The search box matches first name, last name or e-mail, case-insensitively: all three for
 * conversation partners (and the admin's list), the first name for contacts not yet written to,
 * whose last name and e-mail the server does not hand out.
 */
export function matchesSearch(person: Person, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [person.firstName, person.lastName, person.email].some((v) => v?.toLowerCase().includes(q));
}

function fromConversation(c: ConversationSummary, meId: number): ListEntry {
  const text = c.lastMessage.content.replace(/\s+/g, " ").trim();
  return {
    id: c.partner.id,
    name: c.partner.firstName,
    lastName: c.partner.lastName,
    role: c.partner.role,
    preview: c.lastMessage.senderId === meId ? `You: ${text}` : text,
    date: c.lastMessage.createdAt,
    unread: c.unreadCount,
  };
}

export type Sections = {
  /** Outfitters only: conversations with hunters who wrote to them. */
  hunterMessages: ListEntry[] | null;
  conversations: ListEntry[];
  /** People the user may write to and has no conversation with yet. */
  startNew: ListEntry[];
};

/** Splits the left list into the page's sections, filtered by the search box. */
export function buildSections(input: {
  role: UserRole;
  meId: number;
  conversations: ConversationSummary[];
  contacts: Contact[];
  query: string;
}): Sections {
  const { role, meId, query } = input;
  const convs = input.conversations.filter((c) => matchesSearch(c.partner, query));
  const talking = new Set(input.conversations.map((c) => c.partner.id));
  const startNew = input.contacts
    .filter((c) => c.id !== meId && !talking.has(c.id) && matchesSearch(c, query))
    // non-admins reach the admin through the Admin User contact and the Message Admin button
    .filter((c) => role === "admin" || c.role !== "admin")
    .map((c) => ({ id: c.id, name: c.firstName, lastName: c.lastName, role: c.role }));
  if (role === "outfitter") {
    return {
      hunterMessages: convs.filter((c) => c.partner.role === "hunter").map((c) => fromConversation(c, meId)),
      conversations: convs.filter((c) => c.partner.role !== "hunter").map((c) => fromConversation(c, meId)),
      startNew,
    };
  }
  return { hunterMessages: null, conversations: convs.map((c) => fromConversation(c, meId)), startNew };
}
