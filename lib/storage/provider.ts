import "server-only";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, put } from "@vercel/blob";
import { config } from "@/lib/config";
import { keyOfUrl } from "./keys";

/**
 * Where uploads are kept: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else files under
 * `{DATA_DIR}/uploads` served by app/uploads/[...path]/route.ts. Both take the same keys.
 */
export type StorageProvider = {
  name: "vercel-blob" | "local";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  remove(key: string, url: string): Promise<void>;
};

export function localUploadDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ config().DATA_DIR, "uploads");
}

const local: StorageProvider = {
  name: "local",
  async put(key, bytes) {
    const file = path.join(localUploadDir(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: "wx" });
    return `/uploads/${key}`;
  },
  async remove(key) {
    await rm(path.join(localUploadDir(), key), { force: true });
  },
};

function blob(token: string): StorageProvider {
  return {
    name: "vercel-blob",
    async put(key, bytes, contentType) {
      const result = await put(`uploads/${key}`, Buffer.from(bytes), {
        access: "public",
        contentType,
        addRandomSuffix: false,
        token,
      });
      return result.url;
    },
    async remove(_key, url) {
      await del(url, { token });
    },
  };
}

export function storage(): StorageProvider {
  const token = config().BLOB_READ_WRITE_TOKEN;
  return token ? blob(token) : local;
}

/** The app's own origin, so absolute URLs to our local store count as ours too. */
export function appOrigin(): string {
  return new URL(config().APP_URL).origin;
}

export const keyOf = (url: string) => keyOfUrl(url, appOrigin());
