import { describe, expect, it } from "vitest";
import { ActionRefusal, callAction } from "@/lib/actions/call";
import type { ActionState } from "@/lib/actions/state";

describe("callAction (a server action called from a dialog's mutation)", () => {
  it("answers the action's data", async () => {
    const ok = async (_prev: ActionState<{ id: number }>, input: { n: number } | FormData) => ({
      ok: true,
      status: 200,
      data: { id: (input as { n: number }).n },
    });
    await expect(callAction(ok, { n: 7 })).resolves.toEqual({ id: 7 });
  });

  it("throws the refusal with its status, message and field errors; the fallback when it has no message", async () => {
    const refused = async (): Promise<ActionState<never>> => ({
      ok: false,
      status: 409,
      message: "Only 2 spots left",
      fieldErrors: { partySize: ["Only 2 spots left"] },
    });
    const err = await callAction(refused, undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ActionRefusal);
    expect(err).toMatchObject({ status: 409, message: "Only 2 spots left", fieldErrors: { partySize: ["Only 2 spots left"] } });
    const silent = async (): Promise<ActionState<never>> => ({ ok: false, status: 500 });
    await expect(callAction(silent, undefined, "Failed to submit review")).rejects.toMatchObject({
      message: "Failed to submit review",
      status: 500,
    });
  });
});
