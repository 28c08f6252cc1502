/** What every server action answers (safe in client components): on refusal, the route's status, message and field errors. */
export type ActionState<D = unknown> = {
  ok: boolean;
  status?: number;
  message?: string;
  fieldErrors?: Record<string, string[]>;
  data?: D;
  /** After a failed plain form post: what was typed, passwords left out, so the re-rendered form keeps it. */
  values?: Record<string, string>;
};

export const IDLE: ActionState<never> = { ok: false };

export type ServerAction<I, D> = (prev: ActionState<D>, input: I | FormData) => Promise<ActionState<D>>;
