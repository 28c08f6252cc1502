import { expect } from "vitest";
import { createHunter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { addDays, todayIso } from "@/lib/departures/dates";
import { POST as partyPOST } from "@/app/api/bookings/[id]/party/route";
import { POST as invitePOST } from "@/app/api/party/invitations/[token]/route";
import { PUT as memberPUT } from "@/app/api/party/members/[id]/route";
import { PATCH as statusPATCH } from "@/app/api/bookings/[id]/status/route";
import { call } from "./http";
import { book, bookingWorld, emailsTo } from "./bookings";

export const MEMBER_DETAILS = {
  fullName: "Member Hunter",
  phone: "(406) 555-0111",
  emergencyContactName: "Kin Person",
  emergencyContactPhone: "(406) 555-0122",
  licenceNumber: "HE-12345",
};

export type PartyJson = {
  members: { id: number; position: number; status: string; share: string; balance: { amount: string; state: string } | null }[];
  paymentStatus: string;
  schedule: { text: string; balance: { amount: string; state: string } | null; shares?: { memberId: number; state: string }[] } | null;
};

export async function inviteTokenOf(email: string) {
  const [mail] = await emailsTo(email, "party-invitation");
  const token = /\/party\/join\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

export async function newHunter(firstName = "Member") {
  const user = await createHunter({ firstName });
  return { user, token: await issueApiToken(user.id) };
}

/**
 * A lead books `hunters` hunters on a hunt whose balance Ridgeline collects 60 days before a start 200 days on, and chooses shares;
 * each other hunter gets an account that accepts their invitation and saves their details (no trip agreement to sign).
 */
export async function collectedParty(
  hunters: number,
  o: { priceCents?: number; depositPercent?: number; collection?: number | null; join?: boolean } = {},
) {
  const start = addDays(todayIso(), 200);
  const w = await bookingWorld({
    priceCents: o.priceCents ?? 100_001,
    depositPercent: o.depositPercent ?? 50,
    balanceCollectionDays: o.collection === undefined ? 60 : o.collection,
    availability: 8,
    groupSize: 8,
    departures: [{ startDate: start, endDate: addDays(start, 4), spots: 8 }],
  } as never);
  const b = await book(w.hunterToken, w.hunt.id, { partySize: hunters });
  expect(b.status).toBe(201);
  const emails = Array.from({ length: hunters - 1 }, (_, i) => `m${i}+${b.json.id}-${Math.random().toString(36).slice(2, 8)}@example.com`);
  const started = await call<PartyJson>(partyPOST, {
    token: w.hunterToken,
    params: { id: String(b.json.id) },
    body: { memberEmails: emails },
  });
  expect(started.status).toBe(201);
  const members = [];
  for (const [i, email] of emails.entries()) {
    if (o.join === false) break;
    const m = await newHunter(`Member${i + 1}`);
    expect((await call(invitePOST, { method: "POST", token: m.token, params: { token: await inviteTokenOf(email) } })).status).toBe(200);
    const id = started.json.members[i + 1]!.id;
    const details = { ...MEMBER_DETAILS, fullName: `Member ${i + 1}` };
    expect((await call(memberPUT, { method: "PUT", token: m.token, params: { id: String(id) }, body: details })).status).toBe(200);
    members.push({ ...m, memberId: id, email });
  }
  return { ...w, bookingId: b.json.id, party: started.json, leadMemberId: started.json.members[0]!.id, members };
}

export const acceptBooking = (outfitterToken: string, bookingId: number) =>
  call(statusPATCH, { method: "PATCH", token: outfitterToken, params: { id: String(bookingId) }, body: { status: "accepted" } });
