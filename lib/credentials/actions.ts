"use server";

import { z } from "zod";
import { action } from "@/lib/actions/action";
import { idField } from "@/lib/http/record-id";
import { CREDENTIALS_OUTFITTERS_ONLY } from "./documents";
import { decideCredentialSchema, saveCredentialSchema } from "./schema";
import { createCredential, deleteCredential, updateCredential } from "./service";
import { decideCredential } from "./verification";

/** The dashboard's credential form (twin of POST and PUT /api/outfitter/credentials). */
export const saveCredentialAction = action(
  { name: "credentials.save", auth: "outfitter", roleMessage: CREDENTIALS_OUTFITTERS_ONLY, schema: saveCredentialSchema },
  async ({ user, input: { id, ...credential } }) => (id ? updateCredential(user, id, credential) : createCredential(user, credential)),
);

export const deleteCredentialAction = action(
  {
    name: "credentials.delete",
    auth: "outfitter",
    roleMessage: CREDENTIALS_OUTFITTERS_ONLY,
    schema: z.object({ id: idField("Credential") }),
  },
  async ({ user, input }) => deleteCredential(user, input.id),
);

/** The admin's approve / reject in the verification queue (twin of POST /api/admin/credentials/{id}/decision). */
export const decideCredentialAction = action(
  {
    name: "admin.decideCredential",
    auth: "admin",
    schema: decideCredentialSchema,
  },
  async ({ user, input: { id, ...decision } }) => decideCredential(user, id, decision),
);
