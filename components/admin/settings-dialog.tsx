"use client";

import { Settings } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { PLATFORM_SETTINGS } from "@/lib/platform/settings";
import { CollectCommissionSwitch } from "./collect-commission-switch";

/** The platform's business constants, read from lib/platform/settings (rates from lib/format/money). */
export function SettingsDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Settings aria-hidden /> Settings
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Platform Settings</DialogTitle>
          <DialogDescription>These constants apply across the platform.</DialogDescription>
        </DialogHeader>
        <dl className="divide-y">
          {PLATFORM_SETTINGS.map((s) => (
            <div key={s.label} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 py-3">
              <dt className="font-medium">{s.label}</dt>
              <dd className="text-right font-semibold tabular-nums">{s.value}</dd>
              <dd className="col-span-2 text-sm text-muted-foreground">{s.detail}</dd>
            </div>
          ))}
        </dl>
        <CollectCommissionSwitch />
      </DialogContent>
    </Dialog>
  );
}
