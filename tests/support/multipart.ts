import { NextRequest } from "next/server";

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
