import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { beforeAll } from "vitest";
import { createOutfitter } from "@/seed/factories";
import { issueApiToken } from "@/lib/auth/api-tokens";
import { resetConfigForTests } from "@/lib/config";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Posts multipart form data to a route handler (the JSON `call` helper cannot). */
export async function postForm(handler: Handler, form: FormData, opts: { token?: string; headers?: Record<string, string> } = {}) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const req = new NextRequest("http://localhost:3000/api/upload", { method: "POST", body: form, headers });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

export function fileForm(field: string, bytes: Uint8Array | string, name: string, type: string) {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], name, { type }));
  return form;
}

const BOUNDARY = "----ridgeline-test-boundary";

/**
 * A multipart request whose file part streams `size` bytes after `head`, sent without a
 * Content-Length (chunked, as a browser's stream or `curl -T -` would). `pulled` reports how many
 * file bytes the server has read so far, so a test sees that a refusal came early.
 */
export function streamingUpload(field: string, head: Uint8Array, size: number, opts: { token?: string; name?: string } = {}) {
  const enc = new TextEncoder();
  const preamble = enc.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${opts.name ?? "clip.mp4"}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const epilogue = enc.encode(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = 256 * 1024;
  const state = { pulled: 0, headSent: false, ended: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(preamble);
    },
    pull(c) {
      if (!state.headSent) {
        state.headSent = true;
        state.pulled += head.length;
        c.enqueue(head);
        return;
      }
      const n = Math.min(chunk, size - state.pulled);
      if (n <= 0) {
        state.ended = true;
        c.enqueue(epilogue);
        c.close();
        return;
      }
      state.pulled += n;
      c.enqueue(new Uint8Array(n));
    },
  });
  const headers = new Headers({ "content-type": `multipart/form-data; boundary=${BOUNDARY}` });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const req = new NextRequest("http://localhost:3000/api/upload", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return { req, state };
}

/**
 * Points uploads at a fresh DATA_DIR on the embedded store (no Blob token) and signs in an approved
 * outfitter before the file's tests; `ctx.token` is its bearer token.
 */
export function localUploadsFor(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dataDir;
  delete process.env.BLOB_READ_WRITE_TOKEN;
  resetConfigForTests();
  const ctx = { dataDir, token: "" };
  beforeAll(async () => {
    ctx.token = await issueApiToken((await createOutfitter()).id);
  });
  return ctx;
}
