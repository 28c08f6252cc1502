"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useActionState, useEffect, useState, useSyncExternalStore, useTransition } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { ZodType } from "zod";
import { IDLE, type ActionState, type ServerAction } from "@/lib/actions/state";

type Options<TIn extends FieldValues, TOut, D> = {
  /** The zod schema the action (and its route handler) validates with: instant feedback here. */
  schema: ZodType<TOut, TIn>;
  action: ServerAction<TIn, D>;
  defaultValues: TIn;
  /** After the action succeeded (toast, close, reset, invalidate queries). */
  onSuccess?: (data: D, form: UseFormReturn<TIn, unknown, TOut>) => void | Promise<void>;
  /**
   * After the action refused (its field errors are already beside their fields). A state without
   * a status means the action could not be reached (network down).
   */
  onError?: (state: ActionState<D>) => void;
  /** The form itself refused to submit (a toast for some rules, e.g. 'Terms Required'). */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /**
   * What is sent when JavaScript runs: the typed values by default (the API's JSON body). `parsed`
   * is the schema's output, for a dialog whose action takes the trimmed or converted values.
   */
  toInput?: (values: TIn, parsed: TOut) => TIn;
  /**
   * The page a plain post (before JavaScript) goes to, for a form in the server's HTML: its
   * `action` attribute (React writes an empty one, which HTML does not allow, without it).
   */
  permalink?: string;
};

const subscribeNothing = () => () => {};

/** The defaults, with what a refused plain post typed into its text fields (a checkbox's "on" is not a boolean). */
function withTyped<T extends FieldValues>(defaults: T, typed: Record<string, string> | undefined): T {
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(typed ?? {})) if (typeof out[k] === "string") out[k] = v;
  return out as T;
}
const UNREACHABLE: ActionState<never> = { ok: false };

/**
 * The one client pattern for a form that submits through a server action:
 *
 *   const { field, fieldError, pending, formProps } = useActionForm({ schema, action, defaultValues, onSuccess });
 *   <form {...formProps}> <LabelledInput {...field("email")} error={fieldError("email")} /> </form>
 *
 * react-hook-form + zodResolver check the shared schema as the user types and on submit; a valid
 * form's values go to the action in a transition, and its field errors (a rule only the server
 * can check: "An account with this email already exists") are bound to the same fields with
 * setError. Before JavaScript runs, the <form action> (useActionState) posts natively to the same
 * action and the page comes back rendered with its state: `fieldError` then reads the action's
 * errors, `field()` the values that were typed, and <ActionNotice> its message.
 */
export function useActionForm<TIn extends FieldValues, TOut, D>({
  schema,
  action,
  defaultValues,
  onSuccess,
  onError,
  onInvalid,
  toInput,
  permalink,
}: Options<TIn, TOut, D>) {
  // The plain form post's state (server-rendered); once JavaScript runs, each answer lands in `answer`.
  const [posted, formAction] = useActionState(action, IDLE as ActionState<D>, permalink);
  const [answer, setAnswer] = useState<ActionState<D> | null>(null);
  const [pending, startTransition] = useTransition();
  const state = answer ?? posted;
  const initial = withTyped(defaultValues, posted.values) as DefaultValues<TIn>;
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues: initial });
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  const bindFieldErrors = (s: ActionState<D>) => {
    for (const [name, messages] of Object.entries(s.fieldErrors ?? {})) {
      if (messages[0]) form.setError(name as Path<TIn>, { type: "server", message: messages[0] }, { shouldFocus: true });
    }
  };
  // A plain post answered before JavaScript loaded: its field errors move into the form once it runs.
  useEffect(() => {
    if (posted !== IDLE && !posted.ok) bindFieldErrors(posted);
    // Only the server-rendered answer, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = form.handleSubmit(
    (parsed) => {
      const values = form.getValues();
      startTransition(async () => {
        let next: ActionState<D>;
        try {
          next = await action(state, toInput ? toInput(values, parsed) : values);
        } catch {
          next = UNREACHABLE as ActionState<D>;
        }
        setAnswer(next);
        if (next.ok) await onSuccess?.(next.data as D, form);
        else {
          bindFieldErrors(next);
          onError?.(next);
        }
      });
    },
    (errors) => onInvalid?.(errors),
  );

  /** A field's error: the form's own once JavaScript runs, the action's in the server-rendered page. */
  const fieldError = (name: Path<TIn>): string | undefined => {
    if (!enhanced) return posted.fieldErrors?.[name]?.[0];
    const own = name.split(".").reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], form.formState.errors);
    return (own as { message?: string } | undefined)?.message;
  };

  /** register() plus the value to render on the server (a plain post's page shows what was typed). */
  const field = (name: Path<TIn>) => {
    const value = (initial as Record<string, unknown>)[name];
    return { ...form.register(name), defaultValue: typeof value === "string" ? value : undefined };
  };

  return {
    form,
    field,
    state,
    pending,
    fieldError,
    /** JavaScript runs (toasts show); false in the server-rendered page of a plain form post. */
    enhanced,
    /** Spread on the <form>: the native post to the action (no JavaScript) and the validated submit. */
    formProps: { action: formAction as unknown as (fd: FormData) => void, onSubmit, noValidate: true },
    /** The validated submit for a write with no <form> of its own (one button, its input in defaultValues). */
    submit: () => void onSubmit(),
  };
}
