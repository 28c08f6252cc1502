import { eq } from "drizzle-orm";
import { db } from "@/db";
import { agreementSignatures, bookingPartyMembers } from "@/db/schema";
import { createActivePayoutAccount, createBooking, createHunter } from "@/seed/factories";
import { agreementValuesOf } from "@/lib/agreements/schema";
import { currentAgreement, saveTripAgreement } from "@/lib/agreements/versions";
import { acceptInvitation, startPartyShares } from "@/lib/party/service";
import { startSharePayment } from "@/lib/party/payments";
import { confirmTestIntent } from "@/lib/money/providers/test-card-provider";
import { asCurrent, huntOf } from "../registry-fixtures";
import { row, type RouteRow, type UserRow, type World } from "./define";
import type { ServerActionRow } from "./server-actions";

const AGREEMENT = "Release of liability. Bring your licence.";
const DETAILS = {
  fullName: "Member Hunter",
  phone: "(406) 555-0111",
  emergencyContactName: "Kin Person",
  emergencyContactPhone: "(406) 555-0122",
};
const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" };

/** A pending two-hunter booking of `lead` on a hunt of world.outfitter (Active payouts), with a trip agreement when asked. */
async function twoHunterBooking(world: World, lead: UserRow, agreement = false) {
  const huntId = Number(await huntOf(world.outfitter.id));
  await createActivePayoutAccount(world.outfitter.id);
  if (agreement) await db.transaction((tx) => saveTripAgreement(tx, huntId, agreementValuesOf(AGREEMENT, false)));
  return createBooking({
    huntId,
    outfitterId: world.outfitter.id,
    hunterId: lead.id,
    holdsSpot: true,
    partySize: 2,
    depositCents: 100_000,
    reservationExpiresAt: new Date(Date.now() + 30 * 60_000),
  });
}

let seq = 0;
const memberEmail = () => `party-${Date.now().toString(36)}-${seq++}@example.test`;

/** world.hunter's booking paid in shares: { bookingId, memberId, token } of the invited place. */
export async function leadParty(world: World) {
  const b = await twoHunterBooking(world, world.hunter);
  const { party, inviteTokens } = await startPartyShares(asCurrent(world.hunter), b.id, { memberEmails: [memberEmail()] });
  return { bookingId: b.id, memberId: party.members[1]!.id, token: inviteTokens[0]! };
}

/** Another hunter's party in which world.hunter took the invited place (details given when `ready`). */
export async function memberParty(world: World, ready = false) {
  const lead = await createHunter();
  const b = await twoHunterBooking(world, lead);
  const { party, inviteTokens } = await startPartyShares(asCurrent(lead), b.id, { memberEmails: [memberEmail()] });
  await acceptInvitation(asCurrent(world.hunter), inviteTokens[0]!);
  const memberId = party.members[1]!.id;
  if (ready) await db.update(bookingPartyMembers).set(DETAILS).where(eq(bookingPartyMembers.id, memberId));
  return { bookingId: b.id, memberId };
}

/** world.hunter's booking on a hunt with a trip agreement (signed by world.hunter when `signed`). */
async function agreementBooking(world: World, signed = false) {
  const b = await twoHunterBooking(world, world.hunter, true);
  const current = (await currentAgreement(db, b.huntId!))!;
  if (signed)
    await db.insert(agreementSignatures).values({
      bookingId: b.id,
      userId: world.hunter.id,
      versionId: current.versionId,
      fullName: "Hannah Reed",
      textSha256: current.sha256,
      clientAddress: "203.0.113.9",
      signedAt: new Date(),
    });
  return { bookingId: b.id, sha256: current.sha256 };
}

/** world.hunter's share whose test card was confirmed at the provider (the confirm route then records it). */
async function confirmedShare(world: World) {
  const { memberId } = await memberParty(world, true);
  const intent = await startSharePayment(asCurrent(world.hunter), memberId);
  await confirmTestIntent(intent.clientSecret!, { number: CARD.cardNumber, expiry: CARD.expiry, cvc: CARD.cvc });
  return { memberId, paymentIntentId: intent.paymentIntentId! };
}

/** Party shares and trip agreements (issue 48): a party belongs to its lead, its members and the hunt's outfitter. */
export const PARTY_ROUTES: RouteRow[] = [
  row("GET /api/bookings/[id]/agreement", ["hunter", "outfitter"], {
    owner: "hunter",
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await agreementBooking(world)).bookingId) } }),
  }),
  row("POST /api/bookings/[id]/agreement", "hunter", {
    owner: "hunter",
    request: async ({ world }) => {
      const a = await agreementBooking(world);
      return { params: { id: String(a.bookingId) }, body: { fullName: "Hannah Reed", accepted: true, textSha256: a.sha256 } };
    },
    notes: "the lead or a member signs; everyone else is told the booking does not exist; tests/integration/party/trip-agreement",
  }),
  row("GET /api/bookings/[id]/agreement/pdf", ["hunter", "outfitter"], {
    owner: "hunter",
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await agreementBooking(world, true)).bookingId) } }),
    notes: "the signed PDF for the signer, the lead and the outfitter; 404 to anyone else",
  }),
  row("GET /api/bookings/[id]/party", ["hunter", "outfitter"], {
    owner: "hunter",
    expect: { outfitter: 200 },
    request: async ({ world }) => ({ params: { id: String((await leadParty(world)).bookingId) } }),
  }),
  row("POST /api/bookings/[id]/party", "hunter", {
    owner: "hunter",
    ok: 201,
    request: async ({ world }) => ({
      params: { id: String((await twoHunterBooking(world, world.hunter)).id) },
      body: { memberEmails: [memberEmail()] },
    }),
  }),
  row("GET /api/party/mine", "hunter", {
    notes: "the caller's own places in other hunters' parties, nothing of anyone else's; tests/integration/party/party-balance-shares",
  }),
  row("GET /api/party/invitations/[token]", "optional", {
    request: async ({ world }) => ({ params: { token: (await leadParty(world)).token } }),
    notes: "what the link is for, to anyone holding it (the token is its only key)",
  }),
  row("POST /api/party/invitations/[token]", "hunter", {
    request: async ({ world }) => {
      const lead = await createHunter();
      const b = await twoHunterBooking(world, lead);
      const { inviteTokens } = await startPartyShares(asCurrent(lead), b.id, { memberEmails: [memberEmail()] });
      return { params: { token: inviteTokens[0]! } };
    },
    notes: "the first hunter account that accepts a valid link takes the place; tests/integration/party/party-shares",
  }),
  row("PUT /api/party/members/[id]", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await memberParty(world)).memberId) }, body: DETAILS }),
  }),
  row("DELETE /api/party/members/[id]", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await leadParty(world)).memberId) } }),
    notes: "the lead shrinks the party by an unpaid hunter",
  }),
  row("POST /api/party/members/[id]/payment", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await memberParty(world, true)).memberId) } }),
  }),
  row("POST /api/party/members/[id]/payment/test", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => ({ params: { id: String((await memberParty(world, true)).memberId) }, body: CARD }),
  }),
  row("POST /api/party/members/[id]/payment/confirm", "hunter", {
    owner: "hunter",
    foreign: 403,
    request: async ({ world }) => {
      const s = await confirmedShare(world);
      return { params: { id: String(s.memberId) }, body: { paymentIntentId: s.paymentIntentId } };
    },
  }),
];

export const PARTY_SERVER_ACTIONS: ServerActionRow[] = [
  {
    action: "lib/agreements/actions.ts#signAgreementAction",
    access: "hunter",
    owner: "hunter",
    input: async ({ world }) => {
      const a = await agreementBooking(world);
      return { bookingId: a.bookingId, fullName: "Hannah Reed", accepted: true, textSha256: a.sha256 };
    },
    notes: "twin of POST /api/bookings/{id}/agreement",
  },
  {
    action: "lib/party/actions.ts#startSharesAction",
    access: "hunter",
    owner: "hunter",
    input: async ({ world }) => ({ bookingId: (await twoHunterBooking(world, world.hunter)).id, memberEmails: [memberEmail()] }),
  },
  {
    action: "lib/party/actions.ts#acceptInvitationAction",
    access: "hunter",
    input: async ({ world }) => {
      const lead = await createHunter();
      const b = await twoHunterBooking(world, lead);
      return { token: (await startPartyShares(asCurrent(lead), b.id, { memberEmails: [memberEmail()] })).inviteTokens[0]! };
    },
  },
  {
    action: "lib/party/actions.ts#saveMemberDetailsAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ memberId: (await memberParty(world)).memberId, ...DETAILS }),
  },
  {
    action: "lib/party/actions.ts#removePartyMemberAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ memberId: (await leadParty(world)).memberId }),
  },
  {
    action: "lib/party/actions.ts#startSharePaymentAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ memberId: (await memberParty(world, true)).memberId }),
  },
  {
    action: "lib/party/actions.ts#payShareWithTestCardAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => ({ memberId: (await memberParty(world, true)).memberId, ...CARD }),
  },
  {
    action: "lib/party/actions.ts#confirmSharePaymentAction",
    access: "hunter",
    owner: "hunter",
    foreign: 403,
    input: async ({ world }) => confirmedShare(world),
  },
];
