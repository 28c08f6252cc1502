import { z } from "zod";

/** A row id sent as a number (a server action's typed input, a JSON body): any wrong value says `message`. */
export const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/** A row id that may come as text (a form field, a query string): each kind of mistake names `name`. */
export const idField = (name: string) =>
  z.coerce
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number`)
    .positive(`${name} is required`)
    .max(2_147_483_647, `${name} is not valid`);
