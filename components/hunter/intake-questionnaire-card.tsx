"use client";

import { useId, useState } from "react";
import { CheckCircle2, ChevronDown, ClipboardList } from "lucide-react";
import { Controller } from "react-hook-form";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import {
  BUDGET_LABELS,
  HUNT_TYPE_LABELS,
  INQUIRY_MESSAGES,
  intakeSchema,
  TIMEFRAME_LABELS,
  type BookingInquiry,
  type IntakeInput,
} from "@/lib/inquiries/schema";
import { submitIntakeAction } from "@/lib/inquiries/actions";
import { cn } from "@/lib/utils";
import { inquiryRefusedToast, useInquirySaved } from "./use-track-inquiry";

type Field = "huntType" | "timeframe" | "budget";

const QUESTIONS: { field: Field; label: string; options: Record<string, string> }[] = [
  { field: "huntType", label: "Type of hunt", options: HUNT_TYPE_LABELS },
  { field: "timeframe", label: "When do you plan to go?", options: TIMEFRAME_LABELS },
  { field: "budget", label: "Budget per hunter", options: BUDGET_LABELS },
];

/**
 * The intake questionnaire card in a conversation with an outfitter (spec 000 §3–§5): hunt type,
 * timeframe and budget required, additional info optional. The answers go to the outfitter as a
 * message. Once answered it shows a short summary.
 */
export function IntakeQuestionnaireCard({
  outfitterId,
  outfitterFirstName,
  inquiry,
  defaultOpen = false,
  onSent,
}: {
  outfitterId: number;
  outfitterFirstName: string;
  inquiry: BookingInquiry | null;
  defaultOpen?: boolean;
  /** Called after the answers were sent (they arrive in the conversation as a message). */
  onSent?: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const saved = useInquirySaved();
  // Through submitIntakeAction (POST /api/booking-inquiries's twin for the questionnaire).
  const { form, pending, formProps } = useActionForm({
    schema: intakeSchema,
    action: submitIntakeAction,
    // Nothing chosen yet: each choice is the schema's 'answer all three' message until it is.
    defaultValues: { outfitterId, bookingStatus: "initial", additionalInfo: "" } as IntakeInput,
    onSuccess: (answered) => {
      saved(answered);
      toast.success("Questionnaire Sent", { description: `${outfitterFirstName} now has your answers.` });
      setOpen(false);
      onSent?.();
    },
    onError: inquiryRefusedToast,
    onInvalid: () => toast.error(INQUIRY_MESSAGES.intakeTitle, { description: INQUIRY_MESSAGES.intake }),
  });
  const errors = form.formState.errors;
  const missing = Boolean(errors.huntType || errors.timeframe || errors.budget);

  if (inquiry?.huntType && inquiry.timeframe && inquiry.budget) {
    return (
      <div className="flex items-start gap-2 rounded-lg border bg-card px-3 py-2 text-sm" data-testid="intake-summary">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <span className="font-medium">Trip questionnaire sent</span>
          <span className="text-muted-foreground">
            {" "}
            · {HUNT_TYPE_LABELS[inquiry.huntType]} · {TIMEFRAME_LABELS[inquiry.timeframe]} · {BUDGET_LABELS[inquiry.budget]}
          </span>
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card" data-testid="intake-card">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={`${id}-body`}
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ClipboardList aria-hidden className="size-4 shrink-0 text-primary" />
        <span id={`${id}-title`} className="mr-auto text-sm font-semibold">
          Help {outfitterFirstName} plan your hunt
        </span>
        <span className="hidden text-xs text-muted-foreground sm:inline">3 quick questions</span>
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 transition-transform duration-150", open && "rotate-180")} />
      </button>
      {open && (
        <form id={`${id}-body`} {...formProps} className="grid gap-3 border-t px-3 pt-3 pb-3">
          <div className="grid gap-3 md:grid-cols-3">
            {QUESTIONS.map((q) => (
              <div key={q.field} className="grid content-start gap-1.5">
                <Label htmlFor={`${id}-${q.field}`} className="leading-snug">
                  {q.label}
                </Label>
                <Controller
                  control={form.control}
                  name={q.field}
                  render={({ field }) => (
                    <Select value={field.value ?? ""} onValueChange={field.onChange}>
                      <SelectTrigger id={`${id}-${q.field}`} className="w-full" aria-invalid={Boolean(errors[q.field]) || undefined}>
                        <SelectValue placeholder="Select…" />
                      </SelectTrigger>
                      <SelectContent>
                        {Object.entries(q.options).map(([value, label]) => (
                          <SelectItem key={value} value={value}>
                            {label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
            ))}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-info`}>
              Anything else? <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id={`${id}-info`}
              {...form.register("additionalInfo")}
              rows={2}
              className="min-h-16"
              maxLength={2000}
              placeholder="Group size, weapon, trophy goals…"
            />
          </div>
          {missing && <p className="text-sm text-destructive">{INQUIRY_MESSAGES.intake}</p>}
          <div className="flex justify-end">
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Send to {outfitterFirstName}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
