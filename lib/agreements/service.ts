import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { db, type DbOrTx } from "@/db";
import { agreementSignatures, huntAgreementVersions, hunts } from "@/db/schema";
import type { CurrentUser } from "@/lib/auth/current-user";
import { conflict, notFound } from "@/lib/http/errors";
import { bookingAccess } from "@/lib/party/access";
import { currentAgreement } from "./versions";
import type { SignAgreementInput } from "./schema";

export const AGREEMENT_NOT_FOUND = "Booking not found";
export const NO_AGREEMENT_MESSAGE = "This hunt has no trip agreement to sign";
export const AGREEMENT_CHANGED_MESSAGE = "The trip agreement changed since you opened it. Please read the new text and sign again.";
export const ALREADY_SIGNED_MESSAGE = "You have already signed this trip agreement";
export const SIGN_FIRST_MESSAGE = "Please sign the trip agreement before paying";

export type PublicSignature = { id: number; fullName: string; signedAt: string; textSha256: string; version: number; mine: boolean };

export type BookingAgreement = {
  bookingId: number;
  huntTitle: string;
  /** The agreement to sign now (null: the hunt has none). */
  current: { version: number; text: string; sha256: string; asksLicenceNumber: boolean } | null;
  /** The caller's own signature, if any. */
  mine: PublicSignature | null;
  /** The lead and the outfitter see every signature; a member only their own. */
  signatures: PublicSignature[];
  pdfUrl: string | null;
};

async function signaturesOf(executor: DbOrTx, bookingId: number) {
  return executor
    .select({
      id: agreementSignatures.id,
      userId: agreementSignatures.userId,
      fullName: agreementSignatures.fullName,
      signedAt: agreementSignatures.signedAt,
      textSha256: agreementSignatures.textSha256,
      clientAddress: agreementSignatures.clientAddress,
      version: huntAgreementVersions.version,
      body: huntAgreementVersions.body,
    })
    .from(agreementSignatures)
    .innerJoin(huntAgreementVersions, eq(huntAgreementVersions.id, agreementSignatures.versionId))
    .where(eq(agreementSignatures.bookingId, bookingId))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id));
}

/** The agreement of a booking for its lead, a member or its outfitter; 404 for anyone else. */
export async function agreementForBooking(user: CurrentUser, bookingId: number): Promise<BookingAgreement> {
  const access = await bookingAccess(db, user, bookingId);
  if (!access) throw notFound(AGREEMENT_NOT_FOUND);
  const huntId = access.booking.huntId;
  const [hunt] = huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, huntId)) : [];
  const current = huntId ? await currentAgreement(db, huntId) : null;
  const all = await signaturesOf(db, bookingId);
  const visible = access.as === "member" ? all.filter((s) => s.userId === user.id) : all;
  const present = (s: (typeof all)[number]): PublicSignature => ({
    id: s.id,
    fullName: s.fullName,
    signedAt: s.signedAt.toISOString(),
    textSha256: s.textSha256,
    version: s.version,
    mine: s.userId === user.id,
  });
  const mine = all.find((s) => s.userId === user.id);
  return {
    bookingId,
    huntTitle: hunt?.title ?? "Hunt",
    current: current
      ? { version: current.version, text: current.text, sha256: current.sha256, asksLicenceNumber: current.asksLicenceNumber }
      : null,
    mine: mine ? present(mine) : null,
    signatures: visible.map(present),
    pdfUrl: visible.length > 0 ? `/api/bookings/${bookingId}/agreement/pdf` : null,
  };
}

// The text signed is the version whose hash the signer was shown: an edit in between is a 409, never a signature of unseen text.
// One signature per signer and booking (a unique key): a second is a 409 that changes nothing.
export async function signAgreement(
  user: CurrentUser,
  bookingId: number,
  input: SignAgreementInput,
  clientAddress: string | null,
  now = new Date(),
): Promise<PublicSignature> {
  return db.transaction(async (tx) => {
    const access = await bookingAccess(tx, user, bookingId);
    if (!access || access.as === "outfitter") throw notFound(AGREEMENT_NOT_FOUND);
    const current = access.booking.huntId ? await currentAgreement(tx, access.booking.huntId) : null;
    if (!current) throw conflict(NO_AGREEMENT_MESSAGE);
    if (current.sha256 !== input.textSha256) throw conflict(AGREEMENT_CHANGED_MESSAGE);
    const [row] = await tx
      .insert(agreementSignatures)
      .values({
        bookingId,
        userId: user.id,
        versionId: current.versionId,
        fullName: input.fullName,
        textSha256: current.sha256,
        clientAddress: clientAddress ? clientAddress.slice(0, 100) : null,
        signedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(ALREADY_SIGNED_MESSAGE);
    return {
      id: row.id,
      fullName: row.fullName,
      signedAt: row.signedAt.toISOString(),
      textSha256: row.textSha256,
      version: current.version,
      mine: true,
    };
  });
}

/** The text the booking page asks the lead to sign, and its hash (null: the hunt has no agreement). */
export async function agreementToSign(huntId: number): Promise<{ text: string; sha256: string } | null> {
  const current = await currentAgreement(db, huntId);
  return current && { text: current.text, sha256: current.sha256 };
}

/** Before a card is charged: true when the hunt has no agreement, or the payer signed one for this booking. */
export async function hasSignedIfRequired(executor: DbOrTx, bookingId: number, huntId: number | null, userId: number): Promise<boolean> {
  if (!huntId || !(await currentAgreement(executor, huntId))) return true;
  const [row] = await executor
    .select({ id: agreementSignatures.id })
    .from(agreementSignatures)
    .where(and(eq(agreementSignatures.bookingId, bookingId), eq(agreementSignatures.userId, userId)));
  return Boolean(row);
}

/** The signatures a PDF holds: every one for the lead and the outfitter, the caller's own for a member; 404 when none. */
export async function signaturesForPdf(user: CurrentUser, bookingId: number) {
  const access = await bookingAccess(db, user, bookingId);
  if (!access) throw notFound(AGREEMENT_NOT_FOUND);
  const all = await signaturesOf(db, bookingId);
  const visible = access.as === "member" ? all.filter((s) => s.userId === user.id) : all;
  if (visible.length === 0) throw notFound("No signed trip agreement for this booking");
  const huntId = access.booking.huntId;
  const [hunt] = huntId ? await db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, huntId)) : [];
  return { bookingId, huntTitle: hunt?.title ?? "Hunt", signatures: visible };
}
