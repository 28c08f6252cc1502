"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { updatePlatformSwitchesAction } from "@/lib/platform/actions";
import { platformSwitchesSchema } from "@/lib/platform/switches-schema";
import { api } from "@/lib/api-client";
import { COMMISSION_RATE } from "@/lib/platform-constants";
import { QUERY_KEYS } from "@/components/query/keys";

type Switches = { collectCommissionAtBooking: boolean };

export const COLLECT_COMMISSION_LABEL = "Collect commission at booking";
export const COLLECT_COMMISSION_DETAIL = `When on, a booking's card payment carries the ${COMMISSION_RATE} commission as Stripe's application fee: the platform keeps it when the outfitter accepts, and it is recorded as paid at once (never on the outfitter's balance). Off: the whole payment goes to the outfitter and the commission is paid through the monthly report.`;

/** The Settings dialog's one switch, saved through its server action (twin of PUT /api/admin/settings). */
export function CollectCommissionSwitch() {
  const qc = useQueryClient();
  const current = useQuery({ queryKey: QUERY_KEYS.admin.settings, queryFn: () => api.get<Switches>("/api/admin/settings") });
  const on = current.data?.collectCommissionAtBooking ?? false;
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 border-t py-3" data-testid="collect-commission-setting">
      <p className="font-medium">{COLLECT_COMMISSION_LABEL}</p>
      {current.data ? (
        <SwitchForm key={String(on)} on={on} onSaved={(s) => qc.setQueryData(QUERY_KEYS.admin.settings, s)} />
      ) : (
        <span className="text-sm text-muted-foreground">…</span>
      )}
      <p className="col-span-2 text-sm text-muted-foreground">{COLLECT_COMMISSION_DETAIL}</p>
    </div>
  );
}

function SwitchForm({ on, onSaved }: { on: boolean; onSaved: (s: Switches) => void }) {
  const { pending, formProps } = useActionForm({
    schema: platformSwitchesSchema,
    action: updatePlatformSwitchesAction,
    defaultValues: { collectCommissionAtBooking: on ? "false" : "true" },
    onSuccess: (s) => {
      onSaved(s);
      toast.success("Settings Saved", { description: `${COLLECT_COMMISSION_LABEL} is ${s.collectCommissionAtBooking ? "on" : "off"}.` });
    },
    onError: (state) => toast.error("Settings Not Saved", { description: state.message ?? "Please try again." }),
  });
  return (
    <form {...formProps} className="flex items-center gap-2">
      <span className="text-sm font-semibold">{on ? "On" : "Off"}</span>
      <input type="hidden" name="collectCommissionAtBooking" value={on ? "false" : "true"} />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={pending}
        aria-label={`Turn ${COLLECT_COMMISSION_LABEL.toLowerCase()} ${on ? "off" : "on"}`}
      >
        {pending ? "Saving..." : on ? "Turn off" : "Turn on"}
      </Button>
    </form>
  );
}
