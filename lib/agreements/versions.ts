import "server-only";
import { createHash } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { agreementSignatures, huntAgreements, huntAgreementVersions } from "@/db/schema";
import type { TripAgreementValues } from "./schema";

export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export type CurrentAgreement = { versionId: number; version: number; text: string; sha256: string; asksLicenceNumber: boolean };

/** The hunt's agreement now, or null when it has none (no text: members pay without signing). */
export async function currentAgreement(executor: DbOrTx, huntId: number): Promise<CurrentAgreement | null> {
  const [row] = await executor
    .select({
      versionId: huntAgreementVersions.id,
      version: huntAgreementVersions.version,
      text: huntAgreementVersions.body,
      sha256: huntAgreementVersions.sha256,
      asksLicenceNumber: huntAgreements.asksLicenceNumber,
    })
    .from(huntAgreements)
    .innerJoin(huntAgreementVersions, eq(huntAgreementVersions.id, huntAgreements.currentVersionId))
    .where(eq(huntAgreements.huntId, huntId));
  return row ?? null;
}

/** Whether party members give a hunter-education or licence number (also without an agreement text). */
export async function asksLicenceNumber(executor: DbOrTx, huntId: number): Promise<boolean> {
  const [row] = await executor
    .select({ asks: huntAgreements.asksLicenceNumber })
    .from(huntAgreements)
    .where(eq(huntAgreements.huntId, huntId));
  return row?.asks ?? false;
}

/** For the hunt form: the current text ("" for none) and the licence question. */
export async function agreementsOfHunts(executor: DbOrTx, huntIds: number[]) {
  const out = new Map<number, { tripAgreement: string; asksLicenceNumber: boolean }>();
  if (huntIds.length === 0) return out;
  const rows = await executor
    .select({ huntId: huntAgreements.huntId, text: huntAgreementVersions.body, asks: huntAgreements.asksLicenceNumber })
    .from(huntAgreements)
    .leftJoin(huntAgreementVersions, eq(huntAgreementVersions.id, huntAgreements.currentVersionId))
    .where(sql`${huntAgreements.huntId} = any(${`{${huntIds.join(",")}}`}::int[])`);
  for (const r of rows) out.set(r.huntId, { tripAgreement: r.text ?? "", asksLicenceNumber: r.asks });
  return out;
}

// In the hunt's save transaction. A changed text becomes a new version (older versions are never rewritten, so what a member
// signed stays as signed); the same text keeps its version; "" removes the agreement from new signings.
export async function saveTripAgreement(tx: DbOrTx, huntId: number, values: TripAgreementValues | null): Promise<void> {
  if (!values) return;
  await tx.insert(huntAgreements).values({ huntId }).onConflictDoNothing();
  const [row] = await tx.select().from(huntAgreements).where(eq(huntAgreements.huntId, huntId)).for("update");
  let currentVersionId = row!.currentVersionId;
  if (values.text !== undefined) {
    const [latest] = await tx
      .select()
      .from(huntAgreementVersions)
      .where(eq(huntAgreementVersions.huntId, huntId))
      .orderBy(desc(huntAgreementVersions.version))
      .limit(1);
    const current = latest && latest.id === currentVersionId ? latest : null;
    if (values.text === "") currentVersionId = null;
    else if (!current || current.body !== values.text) {
      const [inserted] = await tx
        .insert(huntAgreementVersions)
        .values({ huntId, version: (latest?.version ?? 0) + 1, body: values.text, sha256: sha256Hex(values.text) })
        .returning({ id: huntAgreementVersions.id });
      currentVersionId = inserted!.id;
    }
  }
  await tx
    .update(huntAgreements)
    .set({ currentVersionId, ...(values.asksLicenceNumber !== undefined ? { asksLicenceNumber: values.asksLicenceNumber } : {}) })
    .where(eq(huntAgreements.huntId, huntId));
}

/** Whether anyone of the booking signed its trip agreement (the confirmation e-mail then links the PDF). */
export async function hasSignatures(executor: DbOrTx, bookingId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(eq(agreementSignatures.bookingId, bookingId))
    .limit(1);
  return Boolean(row);
}
