import { createHmac, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type StoredBlob = { bytes: Buffer; contentType: string; uploadedAt: Date };
type ClientTokenPayload = {
  pathname: string;
  allowedContentTypes?: string[];
  maximumSizeInBytes?: number;
  validUntil: number;
  onUploadCompleted?: { callbackUrl: string; tokenPayload?: string | null };
};

export const FAKE_BLOB_TOKEN = "vercel_blob_rw_fakestore_0123456789abcdef";

/** The payload inside a client token, after checking its signature as Vercel Blob does (HMAC with the read-write token). */
export function readClientToken(clientToken: string, rwToken = FAKE_BLOB_TOKEN): ClientTokenPayload | null {
  const [, , , , encoded] = clientToken.split("_");
  const [signature, payload] = Buffer.from(encoded ?? "", "base64")
    .toString()
    .split(".");
  if (!signature || !payload || createHmac("sha256", rwToken).update(payload).digest("hex") !== signature) return null;
  return JSON.parse(Buffer.from(payload, "base64").toString()) as ClientTokenPayload;
}

/**
 * A local stand-in for the Vercel Blob API (the SDK takes its base URL from VERCEL_BLOB_API_URL):
 * put, multipart upload, head, copy, delete, and files served with byte ranges. Client tokens are
 * checked as Blob checks them (signature, pathname, content type, size, expiry); a completed client
 * upload queues the signed `blob.upload-completed` callback Blob would send, for the test to deliver.
 */
export async function startFakeBlob(rwToken = FAKE_BLOB_TOKEN) {
  const files = new Map<string, StoredBlob>();
  const uploads = new Map<string, { pathname: string; parts: Map<number, Buffer> }>();
  const callbacks: { url: string; body: string; signature: string }[] = [];
  const requests: { method: string; path: string; auth: string }[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const auth = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    requests.push({ method: req.method ?? "", path: url.pathname + url.search, auth });
    const body = await readAll(req);
    try {
      if (url.pathname.startsWith("/files/")) return serveFile(req, res, decodeURIComponent(url.pathname.slice("/files/".length)));
      if (auth !== rwToken && !auth.startsWith("vercel_blob_client_")) return fail(res, 403, "forbidden", "Access denied");
      const client = auth.startsWith("vercel_blob_client_") ? readClientToken(auth, rwToken) : null;
      if (auth.startsWith("vercel_blob_client_") && !client) return fail(res, 403, "forbidden", "Invalid token");
      const pathname = url.searchParams.get("pathname") ?? "";
      if (url.pathname === "/" && req.method === "GET") return head(res, url.searchParams.get("url") ?? "");
      if (url.pathname === "/delete" && req.method === "POST") {
        for (const u of (JSON.parse(body.toString()) as { urls: string[] }).urls) files.delete(pathnameOf(u));
        return json(res, 200, {});
      }
      if (url.pathname === "/" && req.method === "PUT" && url.searchParams.has("fromUrl")) {
        if (client) return fail(res, 403, "client_token_not_allowed", "not with a client token");
        const from = files.get(pathnameOf(url.searchParams.get("fromUrl")!));
        if (!from) return fail(res, 404, "not_found", "The requested blob does not exist");
        return stored(res, pathname, from.bytes, String(req.headers["x-content-type"] ?? from.contentType), req, null);
      }
      if (url.pathname === "/" && req.method === "PUT") return stored(res, pathname, body, contentTypeOf(req, pathname), req, client);
      if (url.pathname === "/mpu" && req.method === "POST") {
        const action = req.headers["x-mpu-action"];
        if (action === "create") {
          const uploadId = randomUUID();
          uploads.set(uploadId, { pathname, parts: new Map() });
          return json(res, 200, { key: `key-${uploadId}`, uploadId });
        }
        const upload = uploads.get(String(req.headers["x-mpu-upload-id"]));
        if (!upload) return fail(res, 404, "not_found", "unknown upload");
        if (action === "upload") {
          const n = Number(req.headers["x-mpu-part-number"]);
          upload.parts.set(n, body);
          return json(res, 200, { etag: `etag-${n}`, partNumber: n });
        }
        // Parts finish in any order; the file is assembled by part number.
        const numbers = (JSON.parse(body.toString()) as { partNumber: number }[]).map((p) => p.partNumber).sort((a, b) => a - b);
        const parts = numbers.map((n) => upload.parts.get(n)!);
        return stored(res, upload.pathname, Buffer.concat(parts), contentTypeOf(req, pathname), req, client);
      }
      return fail(res, 400, "bad_request", `unsupported ${req.method} ${url.pathname}`);
    } catch (err) {
      return fail(res, 400, "bad_request", String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fileUrl = (pathname: string) => `${base}/files/${pathname}`;
  const pathnameOf = (u: string) => (u.startsWith(`${base}/files/`) ? u.slice(`${base}/files/`.length) : u);

  function stored(
    res: ServerResponse,
    pathname: string,
    bytes: Buffer,
    contentType: string,
    req: IncomingMessage,
    client: ClientTokenPayload | null,
  ) {
    if (client) {
      if (client.pathname !== pathname) return fail(res, 400, "bad_request", `"pathname" ${pathname} does not match the token payload`);
      if (client.validUntil < Date.now()) return fail(res, 403, "bad_request", "Token expired");
      if (client.allowedContentTypes && !client.allowedContentTypes.includes(contentType)) {
        return fail(res, 400, "bad_request", `contentType ${contentType} is not allowed`);
      }
      if (client.maximumSizeInBytes !== undefined && bytes.length > client.maximumSizeInBytes) {
        return fail(res, 400, "bad_request", `the file length cannot be greater than ${client.maximumSizeInBytes} bytes`);
      }
    }
    if (files.has(pathname) && req.headers["x-allow-overwrite"] !== "1") return fail(res, 400, "bad_request", "This blob already exists");
    files.set(pathname, { bytes, contentType, uploadedAt: new Date() });
    const blob = {
      url: fileUrl(pathname),
      downloadUrl: `${fileUrl(pathname)}?download=1`,
      pathname,
      contentType,
      contentDisposition: "inline",
      etag: `"${bytes.length}"`,
    };
    if (client?.onUploadCompleted) {
      const payload = JSON.stringify({
        type: "blob.upload-completed",
        payload: { blob, tokenPayload: client.onUploadCompleted.tokenPayload },
      });
      callbacks.push({
        url: client.onUploadCompleted.callbackUrl,
        body: payload,
        signature: createHmac("sha256", rwToken).update(payload).digest("hex"),
      });
    }
    return json(res, 200, blob);
  }

  function head(res: ServerResponse, urlOrPathname: string) {
    const pathname = pathnameOf(urlOrPathname);
    const f = files.get(pathname);
    if (!f) return fail(res, 404, "not_found", "The requested blob does not exist");
    return json(res, 200, {
      url: fileUrl(pathname),
      downloadUrl: `${fileUrl(pathname)}?download=1`,
      pathname,
      size: f.bytes.length,
      contentType: f.contentType,
      contentDisposition: "inline",
      cacheControl: "public, max-age=31536000",
      uploadedAt: f.uploadedAt.toISOString(),
      etag: `"${f.bytes.length}"`,
    });
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const f = files.get(pathname);
    if (!f) return fail(res, 404, "not_found", "not found");
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ""));
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : f.bytes.length - 1, f.bytes.length - 1);
      res.writeHead(206, { "content-type": f.contentType, "content-range": `bytes ${start}-${end}/${f.bytes.length}` });
      return res.end(f.bytes.subarray(start, end + 1));
    }
    res.writeHead(200, { "content-type": f.contentType, "content-length": f.bytes.length });
    res.end(f.bytes);
  }

  return {
    base,
    files,
    callbacks,
    requests,
    fileUrl,
    /** Stores a file as if a browser had uploaded it (bypassing the token), e.g. to fake its content. */
    put: (pathname: string, bytes: Buffer, contentType: string) => files.set(pathname, { bytes, contentType, uploadedAt: new Date() }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function contentTypeOf(req: IncomingMessage, pathname: string) {
  return String(req.headers["x-content-type"] ?? (/\.(jpe?g)$/.test(pathname) ? "image/jpeg" : "application/octet-stream"));
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, data: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(data));
}

function fail(res: ServerResponse, status: number, code: string, message: string) {
  json(res, status, { error: { code, message } });
}
