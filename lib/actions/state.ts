/**
 * What every server action answers (lib/actions/action.ts), safe to import in client components.
 * `ok` false carries the status the matching route handler would have answered (400, 401, 403,
 * 404, 409, 429, 503, 500), its message, and the field errors of a body that failed its schema,
 * keyed by field path ("email", "items.0.name").
 */
export type ActionState<D = unknown> = {
  ok: boolean;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  data?: D;
  /**
   * After a plain HTML form post (JavaScript off) that failed: what was typed, passwords left out,
   * so the page re-rendered with the errors keeps the visitor's input.
   */
  values?: Record<string, string>;
};

/** The state before the first submission. */
export const IDLE: ActionState<never> = { ok: false };

/** A server action as a form calls it: the previous state and the input (a typed object or a FormData). */
export type ServerAction<I, D> = (prev: ActionState<D>, input: I | FormData) => Promise<ActionState<D>>;
