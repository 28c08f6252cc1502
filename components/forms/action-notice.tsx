import { FormAlert } from "@/components/auth/form-alert";
import type { ActionState } from "@/lib/actions/state";

/**
 * What a toast says when JavaScript runs, written into the page for a plain form post (JavaScript
 * off), which comes back as the re-rendered page: the success text, or the action's message when
 * it refused for a reason no single field explains (429, 409, 503 …). Renders nothing once
 * JavaScript runs (`enhanced`) or before the first submission.
 */
export function ActionNotice({ state, enhanced, success }: { state: ActionState<unknown>; enhanced: boolean; success: string }) {
  if (enhanced || state.status === undefined) return null;
  // Field errors stand beside their fields; the notice is for what no field explains.
  if (!state.ok && state.fieldErrors) return null;
  if (state.ok) {
    return (
      <p role="status" className="rounded-md border border-primary/30 bg-primary/10 px-3 py-2 text-sm text-primary">
        {success}
      </p>
    );
  }
  return <FormAlert message={state.message ?? null} />;
}
