"use server";

import { headers } from "next/headers";
import { action } from "@/lib/actions/action";
import { recordId } from "@/lib/http/record-id";
import { clientIp } from "@/lib/http/client-ip";
import { signAgreementSchema } from "./schema";
import { signAgreement } from "./service";

/** Twin of POST /api/bookings/{id}/agreement: the lead or a member signs the trip agreement before paying. */
export const signAgreementAction = action(
  { name: "agreements.sign", auth: "hunter", schema: signAgreementSchema.extend({ bookingId: recordId("Booking not found") }) },
  async ({ user, input }) => {
    const { bookingId, ...sign } = input;
    return signAgreement(user, bookingId, sign, clientIp(await headers()));
  },
);
