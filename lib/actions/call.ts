import { IDLE, type ActionState, type ServerAction } from "./state";

/** A server action's refusal as an Error, for callers that throw (TanStack Query mutations). */
export class ActionRefusal extends Error {
  readonly status?: number;
  readonly fieldErrors?: Record<string, string[]>;
  constructor(state: ActionState<unknown>, fallback: string) {
    super(state.message || fallback);
    this.status = state.status;
    this.fieldErrors = state.fieldErrors;
  }
}

export async function callAction<I, D>(
  serverAction: ServerAction<I, D>,
  input: I,
  fallback = "Something went wrong. Please try again.",
): Promise<D> {
  const state = await serverAction(IDLE as ActionState<D>, input);
  if (!state.ok) throw new ActionRefusal(state, fallback);
  return state.data as D;
}
