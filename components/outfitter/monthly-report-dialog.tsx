"use client";

import { Loader2 } from "lucide-react";
import { Controller, useWatch, type FieldErrors } from "react-hook-form";
import type { ZodType } from "zod";
import { useActionForm } from "@/components/forms/use-action-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { ActionRefusal } from "@/lib/actions/call";
import type { ServerAction } from "@/lib/actions/state";
import { formatUsd, parseDollarsToCents } from "@/lib/format/money";
import { reportCommission } from "@/lib/money/price-lines/commission";
import { EMPTY_FEES } from "@/lib/money/price-lines/types";
import type { CurrentReport } from "@/lib/reports/questionnaire";
import { submitReportAction } from "@/lib/reports/actions";
import type { ReportResponseView } from "@/lib/reports/questionnaire";
import { DEPOSIT_OPTIONS, REPORT_MESSAGES, reportSubmitSchema, type ReportValues } from "@/lib/reports/schema";
import { Field, NativeSelect } from "./form-parts";
import { failureText, useOwnHunts } from "./queries";
import { ReportSummary } from "./report-summary";
import { formatMonth } from "@/lib/format/dates";
import { CARD_FEE, COMMISSION_RATE } from "@/lib/platform-constants";

type FormValues = {
  hasClientBooking: string;
  bookingStatus: string;
  huntId: string;
  numberOfPeople: string;
  paymentMethod: string;
  depositPercentage: string;
  markAsDiscountedHunt: boolean;
  bookingDates: string;
  clientName: string;
};

const ANSWERS = [
  ["yes", "Yes — a client booked a hunt"],
  ["yes-partial-deposit", "Yes, but the client cancelled and I kept a partial deposit"],
  ["pending", "Pending — a booking is not confirmed yet"],
  ["no", "No client bookings that month"],
] as const;

/** The monthly booking report (spec 001 §3–§5); state comes from GET /api/questionnaire/current. */
export function MonthlyReportDialog({
  open,
  onOpenChange,
  report,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  report?: CurrentReport;
}) {
  const hunts = useOwnHunts();
  // Through submitReportAction (POST /api/questionnaire/submit's twin); the form's values are the inputs' text.
  const { form, state, pending, formProps } = useActionForm({
    schema: reportSubmitSchema as unknown as ZodType<ReportValues, FormValues>,
    action: submitReportAction as unknown as ServerAction<FormValues, ReportResponseView>,
    defaultValues: {
      hasClientBooking: "",
      bookingStatus: "yes",
      huntId: "",
      numberOfPeople: "1",
      paymentMethod: "check",
      depositPercentage: "50",
      markAsDiscountedHunt: false,
      bookingDates: "",
      clientName: "",
    },
    toInput: (raw) => ({ ...raw, month: report?.month, year: report?.year, paymentStatus: "pending" }),
    onSuccess: () => {
      toast.success("Monthly Report Submitted", { description: "Thank you. Your report has been recorded." });
      setTimeout(() => window.location.reload(), 1000);
    },
    onError: (s) =>
      toast.error("Failed to submit report", { description: failureText(new ActionRefusal(s, "Please try again."), "Please try again.") }),
    onInvalid: (errs) => {
      const first = Object.values(errs).find((e) => e?.message)?.message;
      if (typeof first === "string") {
        const [title, ...rest] = first.split(": ");
        toast.error(rest.length ? title! : first, rest.length ? { description: rest.join(": ") } : undefined);
      }
    },
  });
  const { register, control, formState } = form;
  const errors = formState.errors as FieldErrors<FormValues>;
  const [answer, huntId, people, deposit] = useWatch({
    control,
    name: ["hasClientBooking", "huntId", "numberOfPeople", "depositPercentage"],
  });
  const booked = answer === "yes" || answer === "yes-partial-deposit";
  const hunt = hunts.data?.find((h) => String(h.id) === huntId);
  const peopleN = Number(people);
  // The server's rule (places and add-ons): for hunters alone only the required add-ons count beside the places.
  const preview =
    hunt && Number.isInteger(peopleN) && peopleN >= 1
      ? reportCommission(
          {
            priceCents: parseDollarsToCents(hunt.price) ?? 0,
            durationDays: hunt.duration,
            depositPercent: hunt.depositPercent,
            fees: {
              ...EMPTY_FEES,
              addOns: (hunt.fees?.addOns ?? []).map((a) => ({ ...a, priceCents: parseDollarsToCents(a.price) ?? 0 })),
            },
          },
          peopleN,
          answer === "yes-partial-deposit" ? Number(deposit) : 100,
        ).commissionCents
      : null;

  const err = (k: keyof FormValues) => {
    const message = errors[k]?.message;
    if (!message) return undefined;
    return message === REPORT_MESSAGES.required ? "Required" : String(message);
  };
  const monthName = report ? formatMonth(report.year, report.month) : "";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Monthly Booking Report — {monthName}</DialogTitle>
          <DialogDescription>
            Report bookings you made directly with clients in {monthName}. Bookings and claims you accepted on Ridgeline are already on your
            balance.
          </DialogDescription>
        </DialogHeader>
        {report?.hasResponse && report.response ? (
          <ReportSummary response={report.response} huntTitle={hunts.data?.find((h) => h.id === report.response!.huntId)?.title} />
        ) : (
          <form id="monthly-report" {...formProps} className="flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2" aria-describedby={err("hasClientBooking") ? "answer-error" : undefined}>
              <legend className="mb-1 text-sm font-medium">
                Did you have a client booking in {monthName}? <span className="text-destructive">*</span>
              </legend>
              {ANSWERS.map(([value, label]) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                >
                  <input type="radio" value={value} {...register("hasClientBooking")} className="size-4 accent-[var(--primary)]" />
                  {label}
                </label>
              ))}
              {err("hasClientBooking") && (
                <p id="answer-error" className="text-sm text-destructive">
                  {err("hasClientBooking")}
                </p>
              )}
            </fieldset>

            {booked && (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <Field label="Hunt" required error={err("huntId")} className="sm:col-span-2">
                  {(p) => (
                    <NativeSelect {...p} {...register("huntId")}>
                      <option value="">Choose one of your hunts</option>
                      {hunts.data?.map((h) => (
                        <option key={h.id} value={h.id}>
                          {h.title} — {formatUsd(parseDollarsToCents(h.price) ?? 0)}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </Field>
                <Field label="Client name" required error={err("clientName")}>
                  {(p) => <Input {...p} {...register("clientName")} type="text" autoComplete="off" />}
                </Field>
                <Field label="Booking dates" required error={err("bookingDates")}>
                  {(p) => <Input {...p} {...register("bookingDates")} placeholder="Sept 10 – 15, 2027" />}
                </Field>
                <Field label="Number of people" required error={err("numberOfPeople")}>
                  {(p) => <Input {...p} {...register("numberOfPeople")} type="number" min={1} step={1} inputMode="numeric" />}
                </Field>
                {answer === "yes-partial-deposit" ? (
                  <Field label="Deposit kept" required error={err("depositPercentage")}>
                    {(p) => (
                      <NativeSelect {...p} {...register("depositPercentage")}>
                        {DEPOSIT_OPTIONS.map((d) => (
                          <option key={d} value={d}>
                            {d}%
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  </Field>
                ) : (
                  <Field label="Booking confirmed?" error={err("bookingStatus")}>
                    {(p) => (
                      <NativeSelect {...p} {...register("bookingStatus")}>
                        <option value="yes">Yes</option>
                        <option value="pending">Pending</option>
                        <option value="no">No</option>
                      </NativeSelect>
                    )}
                  </Field>
                )}
                <div className="flex items-center gap-3 sm:col-span-2">
                  <Controller
                    control={control}
                    name="markAsDiscountedHunt"
                    render={({ field }) => (
                      <Checkbox id="markAsDiscountedHunt" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                    )}
                  />
                  <label htmlFor="markAsDiscountedHunt" className="cursor-pointer text-sm">
                    This was a discounted hunt
                  </label>
                </div>
                <fieldset className="flex flex-col gap-2 sm:col-span-2">
                  <legend className="mb-1 text-sm font-medium">
                    How will you pay the commission? <span className="text-destructive">*</span>
                  </legend>
                  <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                    {(["card", "check"] as const).map((m) => (
                      <label
                        key={m}
                        className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
                      >
                        <input type="radio" value={m} {...register("paymentMethod")} className="size-4 accent-[var(--primary)]" />
                        {m === "card" ? `Card (PayPal, ${CARD_FEE} fee)` : "Check by mail"}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="rounded-lg bg-muted/70 p-3 text-sm sm:col-span-2" aria-live="polite">
                  <p className="flex justify-between gap-2">
                    <span>
                      Commission ({COMMISSION_RATE}
                      {answer === "yes-partial-deposit" ? ` of the ${deposit}% deposit` : ""})
                    </span>
                    <strong className="tabular-nums">{preview !== null ? formatUsd(preview) : "—"}</strong>
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Calculated by Ridgeline when you submit. Payment is due within 30 days of submission.
                  </p>
                </div>
              </div>
            )}
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {report?.hasResponse ? "Close" : "Later"}
          </Button>
          {!report?.hasResponse && (
            <Button type="submit" form="monthly-report" disabled={pending || state.ok}>
              {pending && <Loader2 aria-hidden className="animate-spin" />} Submit Report
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
