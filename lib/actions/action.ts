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
  /** The action's request (headers and cookies), for rate limits and the client address. */
  req: NextRequest;
  /**
   * The input came as a plain HTML form post (JavaScript off): the action may answer with a
   * redirect where the enhanced form would have shown a toast.
   */
  formPost: boolean;
};

type Options<A extends AuthMode, S extends ZodType | undefined> = {
  /** Names the action in logs ("contact.send"). */
  name: string;
  /** Who may call it, as route({ auth }) says for the matching route handler. */
  auth: A;
  /** A paused outfitter may call it (the writes that settle a pause), as route({ paused: "allow" }). */
  paused?: "allow";
  /** What a caller of another role is told, as the matching route says it. */
  roleMessage?: string;
  /** The matching route handler's body schema: the action validates with the very same one. */
  schema?: S;
  /**
   * The field a 409 from the service is about ("An account with this email already exists" →
   * "email"), so the form shows it beside that field; the API answers it as it always has.
   */
  conflictField?: string;
};

type InputOf<S> = S extends ZodType ? z.input<S> : void;
type OutputOf<S> = S extends ZodType ? z.output<S> : undefined;

/**
 * Does for a server action what route() does for a route handler: resolves the caller from the
 * session cookie (or a bearer token), checks the declared audience and the paused-account rule,
 * validates the input (a typed object, or a FormData read by the schema) with the route's zod
 * schema, calls the handler (which calls the same service as the route), and maps any error as
 * errorResponse() does. It never throws to the client: it answers an ActionState, with the
 * route's status and message, and the field errors of a body that failed the schema. Nothing is
 * written before the caller and the input are accepted. Next.js's redirect()/notFound() pass through.
 *
 *   export const sendContactMessage = action(
 *     { name: "contact.send", auth: "public", schema: contactSchema },
 *     async ({ input, req }) => submitContactMessage(input),
 *   );
 */
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
