"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { idField } from "@/lib/http/record-id";
import { REFERENCE_MESSAGES, contactReferenceSchema } from "./schema";
import { contactReference, optInAsReference, optOutAsReference } from "./service";

const outfitterOnly = z.object({ outfitterId: idField("Outfitter") });

/** The hunter's opt-in on the dashboard (twin of POST /api/outfitters/{id}/references). */
export const optInReferenceAction = action(
  { name: "references.optIn", auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly, schema: outfitterOnly },
  async ({ user, input }) => optInAsReference(user, input.outfitterId),
);

/** One click out (twin of DELETE /api/outfitters/{id}/references). */
export const optOutReferenceAction = action(
  { name: "references.optOut", auth: "hunter", roleMessage: REFERENCE_MESSAGES.huntersOnly, schema: outfitterOnly },
  async ({ user, input }) => optOutAsReference(user, input.outfitterId),
);

/** "Contact a reference" (twin of POST /api/outfitters/{id}/references/contact). */
export const contactReferenceAction = action(
  {
    name: "references.contact",
    auth: "hunter",
    roleMessage: REFERENCE_MESSAGES.huntersOnly,
    schema: contactReferenceSchema.extend({ outfitterId: idField("Outfitter") }),
  },
  async ({ user, input: { outfitterId, ...body } }) => contactReference(user, outfitterId, body),
);
