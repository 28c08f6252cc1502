import { db } from "@/db";
import { createAdmin, createMessage } from "@/seed/factories";
import { notifications } from "@/db/schema";
import { row, type RouteRow } from "./define";

/** Messages and notifications: a signed-in user's own conversations and notices. */
export const MESSAGE_ROUTES: RouteRow[] = [
  // ── messages & notifications ─────────────────────────────────────────────────────────
  row("GET /api/messages", "user"),
  row("GET /api/messages/conversations", "user"),
  row("GET /api/messages/unread-count", "user"),
  row("GET /api/messages/conversation/[userId]", "user", {
    request: async () => ({ params: { userId: String((await createAdmin()).id) } }),
    notes: "only the caller's own messages with that user; the id names the partner, not an owner",
  }),
  row("GET /api/notifications", "user"),
  row("GET /api/notifications/unread-count", "user"),

  // ── messages & notifications (writes) ────────────────────────────────────────────────
  row("POST /api/messages", "user", {
    ok: 201,
    request: async () => ({ body: { receiverId: (await createAdmin()).id, content: "Is the September elk hunt still open?" } }),
    notes: "everyone may write to an admin; who may write to whom in tests/integration/messages-send",
  }),
  row("POST /api/messages/conversation/[userId]/read", "user", {
    request: async ({ world, actor }) => {
      const partner = await createAdmin();
      if (actor !== "anonymous") await createMessage({ senderId: partner.id, receiverId: world[actor].id });
      return { params: { userId: String(partner.id) } };
    },
    notes: "marks only the partner's messages to the caller",
  }),
  row("POST /api/notifications/[id]/read", "user", {
    owner: "hunter",
    request: async ({ world }) => {
      const [n] = await db
        .insert(notifications)
        .values({ userId: world.hunter.id, title: "Booking", message: "Your booking was accepted" })
        .returning();
      return { params: { id: String(n!.id) } };
    },
  }),
];
