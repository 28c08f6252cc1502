import "server-only";
import { db as defaultDb, type DbOrTx } from "@/db";
import { platformSettings } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { PlatformSwitchesInput } from "./switches-schema";

export type PlatformSwitches = { collectCommissionAtBooking: boolean };

/** All off until the admin changes one: there is no row before that. */
export async function platformSwitches(executor: DbOrTx = defaultDb): Promise<PlatformSwitches> {
  const [row] = await executor.select().from(platformSettings);
  return { collectCommissionAtBooking: row?.collectCommissionAtBooking ?? false };
}

export async function getPlatformSwitches(actor: CurrentUser | null): Promise<PlatformSwitches> {
  requireAdmin(actor);
  return platformSwitches();
}

/** A change applies to bookings paid from now on: a booking keeps the setting its payment was made with. */
export async function updatePlatformSwitches(actor: CurrentUser | null, input: PlatformSwitchesInput): Promise<PlatformSwitches> {
  const admin = requireAdmin(actor);
  return defaultDb.transaction(async (tx) => {
    const values = { id: 1, collectCommissionAtBooking: input.collectCommissionAtBooking, updatedBy: admin.id, updatedAt: new Date() };
    await tx.insert(platformSettings).values(values).onConflictDoUpdate({ target: platformSettings.id, set: values });
    await recordAdminAction(tx, admin.id, "settings.collect-commission-at-booking", null, { on: input.collectCommissionAtBooking });
    return platformSwitches(tx);
  });
}
