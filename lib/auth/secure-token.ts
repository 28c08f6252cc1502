import { createHash, randomBytes } from "node:crypto";

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
