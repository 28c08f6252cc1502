import { badRequest } from "./errors";

/** Reads a JSON body; an empty body is {}, malformed JSON a 400. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("Malformed JSON body");
  }
}
