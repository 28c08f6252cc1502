import { after } from "next/server";

/**
 * Runs work after the response has been sent (Next.js `after`), so an answer does not wait for it
 * and its timing does not reveal whether it ran. Outside a request (scripts, tests calling a
 * service directly) there is no response to wait for, and the work is simply awaited.
 */
export async function afterResponse(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}
