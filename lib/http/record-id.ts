import { z } from "zod";

/** A row id sent as a number (a server action's typed input, a JSON body): any wrong value says `message`. */
export const recordId = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
