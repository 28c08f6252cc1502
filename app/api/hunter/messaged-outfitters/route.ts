// GET /api/hunter/messaged-outfitters — outfitters the hunter has a conversation with.
import { route } from "@/lib/http/route";
import { messagedOutfitters } from "@/lib/messages/contacts";

export const GET = route({ auth: "hunter" }, async ({ user }) => messagedOutfitters(user));
