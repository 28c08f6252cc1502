import { after } from "next/server";

// After the response, so the answer neither waits for the work nor reveals by its timing whether it ran.
// Outside a request (scripts, tests) there is no response, so the work is awaited.
export async function afterResponse(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
  } catch {
    await task();
  }
}
