import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import type { z, ZodType } from "zod";
import { cookieAuthenticated, type Resolution } from "@/lib/auth/current-user";
import { admit, type AuthMode, type UserFor } from "@/lib/http/audience";
import { refuseCrossSiteCookieWrite } from "@/lib/http/csrf";
import { describeError, logRefusal } from "@/lib/http/describe-error";
import { badRequest } from "@/lib/http/errors";
import { parse } from "@/lib/http/parse";
import { unstorableIn } from "@/lib/http/text";
import { echoValues, formDataToInput } from "./form-data";
import { actionRequest } from "./request";
import type { ActionState, ServerAction } from "./state";

export type ActionContext<U, I> = {
  user: U;
  input: I;
  req: NextRequest;
  /** A plain HTML form post (JavaScript off): the action may redirect where the enhanced form shows a toast. */
  formPost: boolean;
};

type Options<A extends AuthMode, S extends ZodType | undefined> = {
  name: string;
  auth: A;
  /** A paused outfitter may call it (the writes that settle a pause). */
  paused?: "allow";
  roleMessage?: string;
  schema?: S;
  /** The field a 409 is about ("email"), so the form shows it beside that field. */
  conflictField?: string;
};

type InputOf<S> = S extends ZodType ? z.input<S> : void;
type OutputOf<S> = S extends ZodType ? z.output<S> : undefined;

/** route() for server actions: same audience, paused rule, schema and error mapping; nothing is written before caller and input pass. */
export function action<A extends AuthMode, S extends ZodType | undefined = undefined, D = unknown>(
  opts: Options<A, S>,
  handler: (ctx: ActionContext<UserFor<A>, OutputOf<S>>) => Promise<D> | D,
): ServerAction<InputOf<S>, Awaited<D>> & { readonly audience: AuthMode } {
  const door = async (_prev: ActionState<Awaited<D>>, payload: InputOf<S> | FormData): Promise<ActionState<Awaited<D>>> => {
    const seen: { resolution?: Resolution } = {};
    const formPost = payload instanceof FormData;
    try {
      const req = await actionRequest(opts.name);
      // Next.js only compares Origin with Host when there is one; /api's rule also reads Sec-Fetch-Site and the scheme.
      refuseCrossSiteCookieWrite(req, cookieAuthenticated(req));
      const user = await admit(opts.auth, req, opts.paused === "allow", seen, opts.roleMessage);
      const raw = formPost ? formDataToInput(opts.schema, payload) : (payload ?? {});
      // The same refusal as a JSON body's (lib/http/body.ts): such text would fail in the query as a 500.
      const unstorable = unstorableIn(raw);
      if (unstorable) throw badRequest(`Text ${unstorable}`);
      const input = (opts.schema ? parse(opts.schema, raw) : undefined) as OutputOf<S>;
      const data = await handler({ user: user as UserFor<A>, input, req, formPost });
      return { ok: true, status: 200, data };
    } catch (err) {
      unstable_rethrow(err);
      const { status, message, errors: described } = describeError(err, "action.unhandled_error", { action: opts.name });
      const errors = described ?? (status === 409 && opts.conflictField ? { [opts.conflictField]: [message] } : undefined);
      if (status === 401 || status === 403) logRefusal({ method: "ACTION", path: opts.name }, status, err, seen.resolution);
      return {
        ok: false,
        status,
        message,
        ...(errors ? { fieldErrors: errors } : {}),
        ...(formPost ? { values: echoValues(payload) } : {}),
      };
    }
  };
  // The server-action replay reads what the door declares and proves it answers so.
  return Object.assign(door, { audience: opts.auth });
}
