import { issueApiToken } from "@/lib/auth/api-tokens";
import { POST as sendPOST } from "@/app/api/messages/route";
import { call } from "./http";

/** A user with a bearer token, for calling route handlers as them. */
export async function withToken<T extends { id: number }>(user: T): Promise<T & { token: string }> {
  return { ...user, token: await issueApiToken(user.id) };
}

export function send(from: { token: string }, receiverId: number | string | undefined, content: unknown) {
  return call<Record<string, unknown> & { message?: Record<string, unknown> }>(sendPOST, {
    token: from.token,
    body: { receiverId, content },
  });
}
