"use client";

import { useQuery } from "@tanstack/react-query";
import { useActionForm } from "@/components/forms/use-action-form";
import { AlertDialogCancel } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ServerAction } from "@/lib/actions/state";
import { api } from "@/lib/api-client";
import type { CancellationQuote } from "@/lib/cancellation/service";
import { cancelBookingSchema, type CancelBookingInput } from "@/lib/cancellation/schema";
import { QUERY_KEYS } from "@/components/query/keys";

/** What cancelling an accepted booking now refunds (GET /api/bookings/{id}/cancellation), read when the dialog opens. */
export function useCancellationQuote(bookingId: number, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.cancellation(bookingId),
    queryFn: () => api.get<CancellationQuote>(`/api/bookings/${bookingId}/cancellation`),
    enabled,
    staleTime: 0,
  });
}

/**
 * The footer of a cancel confirmation (inside an AlertDialog): "Keep Booking", which closes it, and
 * the destructive "Cancel Booking", a form
 * posting the booking's id through its server action (lib/cancellation/actions.ts, the same
 * service as the API route). A refusal (409: the trip has started, already cancelled …) is a toast.
 */
export function CancelBookingForm<D>({
  bookingId,
  action,
  ready = true,
  onCancelled,
  onRefused,
}: {
  bookingId: number;
  action: ServerAction<CancelBookingInput, D>;
  /** False while the refund is still being worked out: nothing to confirm yet. */
  ready?: boolean;
  onCancelled: (data: D) => void;
  /** After the toast of a refusal: the booking may have changed meanwhile, so its list is re-read. */
  onRefused?: () => void;
}) {
  const { pending, formProps } = useActionForm({
    schema: cancelBookingSchema,
    action,
    defaultValues: { bookingId },
    onSuccess: (data) => onCancelled(data),
    onError: (state) => {
      toast.error("Error", { description: state.message ?? "Failed to cancel booking" });
      onRefused?.();
    },
  });
  return (
    <form {...formProps} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <input type="hidden" name="bookingId" value={bookingId} />
      <AlertDialogCancel type="button" disabled={pending}>
        Keep Booking
      </AlertDialogCancel>
      <Button type="submit" variant="destructive" disabled={pending || !ready}>
        {pending ? "Cancelling..." : "Cancel Booking"}
      </Button>
    </form>
  );
}
