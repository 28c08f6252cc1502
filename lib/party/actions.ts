"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { recordId } from "@/lib/http/record-id";
import { acceptInvitation, startPartyShares } from "./service";
import { saveMemberDetails } from "./service";
import { removePartyMember } from "./shrink";
import { payShareWithTestCard, startSharePayment, confirmSharePayment } from "./payments";
import { confirmShareSchema, inviteTokenSchema, memberDetailsSchema, shareTestCardSchema, startSharesSchema } from "./schema";

const bookingId = recordId("Booking not found");
const memberId = recordId("Party member not found");

/** Twin of POST /api/bookings/{id}/party: the lead's choice of shares, with the other hunters' e-mails. */
export const startSharesAction = action(
  { name: "party.startShares", auth: "hunter", schema: startSharesSchema.extend({ bookingId }) },
  async ({ user, input }) => (await startPartyShares(user, input.bookingId, { memberEmails: input.memberEmails })).party,
);

/** Twin of POST /api/party/invitations/{token}. */
export const acceptInvitationAction = action(
  { name: "party.acceptInvitation", auth: "hunter", schema: z.object({ token: inviteTokenSchema }) },
  async ({ user, input }) => acceptInvitation(user, input.token),
);

/** Twin of PUT /api/party/members/{id}. */
export const saveMemberDetailsAction = action(
  { name: "party.saveDetails", auth: "hunter", schema: memberDetailsSchema.extend({ memberId }) },
  async ({ user, input }) => {
    const { memberId: id, ...details } = input;
    return saveMemberDetails(user, id, details);
  },
);

/** Twin of DELETE /api/party/members/{id}. */
export const removePartyMemberAction = action(
  { name: "party.removeMember", auth: "hunter", schema: z.object({ memberId }) },
  async ({ user, input }) => removePartyMember(user, input.memberId),
);

/** Twin of POST /api/party/members/{id}/payment. */
export const startSharePaymentAction = action(
  { name: "party.startPayment", auth: "hunter", schema: z.object({ memberId }) },
  async ({ user, input }) => startSharePayment(user, input.memberId),
);

/** Twin of POST /api/party/members/{id}/payment/test. */
export const payShareWithTestCardAction = action(
  { name: "party.payWithTestCard", auth: "hunter", schema: shareTestCardSchema.extend({ memberId }) },
  async ({ user, input }) => payShareWithTestCard(user, input.memberId, input),
);

/** Twin of POST /api/party/members/{id}/payment/confirm. */
export const confirmSharePaymentAction = action(
  { name: "party.confirmPayment", auth: "hunter", schema: confirmShareSchema.extend({ memberId }) },
  async ({ user, input }) => confirmSharePayment(user, input.memberId, input.paymentIntentId),
);
