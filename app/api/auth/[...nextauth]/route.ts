// GET, POST /api/auth/* — next-auth's own endpoints (session, csrf, credentials callback, signout),
// with the app's body limits and JSON error answers (lib/auth/nextauth-route.ts).
import { nextAuthRoute } from "@/lib/auth/nextauth-route";

export { nextAuthRoute as GET, nextAuthRoute as POST };
