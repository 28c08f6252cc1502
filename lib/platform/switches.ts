import "server-only";
import { db as defaultDb, type DbOrTx } from "@/db";
import { platformSettings } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { recordAdminAction } from "@/lib/audit/admin-actions";
import { requireAdmin } from "@/lib/auth/require-admin";
import type { PlatformSwitchesInput } from "./switches-schema";

export type PlatformSwitches = { collectCommissionAtBooking: boolean };

/** The switches as they are now (all off until the admin changes one: no row yet). */
export async function platformSwitches(executor: DbOrTx = defaultDb): Promise<PlatformSwitches> {
  const [row] = await executor.select().from(platformSettings);
  return { collectCommissionAtBooking: row?.collectCommissionAtBooking ?? false };
}

/** GET /api/admin/settings: admins only. */
export async function getPlatformSwitches(actor: CurrentUser | null): Promise<PlatformSwitches> {
  requireAdmin(actor);
  return platformSwitches();
}

/**
 * PUT /api/admin/settings (and the Settings dialog's form): turns "Collect commission at booking"
 * on or off for bookings paid from now on (a booking keeps what its payment was made with), and
 * records it in the admin action log.
 */
export async function updatePlatformSwitches(actor: CurrentUser | null, input: PlatformSwitchesInput): Promise<PlatformSwitches> {
  const admin = requireAdmin(actor);
  return defaultDb.transaction(async (tx) => {
    const values = { id: 1, collectCommissionAtBooking: input.collectCommissionAtBooking, updatedBy: admin.id, updatedAt: new Date() };
    await tx.insert(platformSettings).values(values).onConflictDoUpdate({ target: platformSettings.id, set: values });
    await recordAdminAction(tx, admin.id, "settings.collect-commission-at-booking", null, { on: input.collectCommissionAtBooking });
    return platformSwitches(tx);
  });
}
