import type { Access, RequestCtx } from "./define";

/**
 * Server actions ("use server") are endpoints too: Next.js gives each one a POST id that anyone
 * can call with any arguments, whatever the form that renders it. Each one gets a row here,
 * keyed `<file>#<export>` (an inline action: `<file>#<function name>`), with the same meaning as
 * a route row: who may call it and whose ids it takes.
 *
 * tests/security/server-actions.test.ts finds every "use server" module and inline action under
 * app/, lib/ and components/ and FAILS when one has no row here (or a row names an action that
 * no longer exists). The app has no server action today, so the list is empty. The first row
 * must come with its replay: the action called as every actor (anonymous, wrong role, another
 * owner's ids) and with a foreign Origin, refusals leaving the database untouched, like the
 * route matrix; the test says so when the first row is added.
 */
export type ServerActionRow = {
  /** `app/(app)/hunts/actions.ts#updateHunt`, relative to the repository root. */
  action: `${string}#${string}`;
  access: Access;
  owner?: "hunter" | "outfitter";
  foreign?: 403 | 404;
  adminAny?: boolean;
  /** The action's arguments for a valid call by the owner (a FormData for form actions). */
  args?: (ctx: RequestCtx) => unknown[] | Promise<unknown[]>;
  notes?: string;
};

export const SERVER_ACTIONS: ServerActionRow[] = [];
