import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { del, put } from "@vercel/blob";
import { config } from "@/lib/config";
import { keyOfUrl } from "./keys";

/** Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else files under {DATA_DIR}/uploads; both take the same keys. */
export type StorageProvider = {
  name: "vercel-blob" | "local";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Stores a file from disk, streaming it; the local store moves it (the file is gone after). */
  putFile(key: string, file: string, contentType: string): Promise<string>;
  remove(key: string, url: string): Promise<void>;
};

export function localUploadDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ config().DATA_DIR, "uploads");
}

/** Where uploads arrive before they are checked (inside the upload directory, so a move is a rename). */
export function incomingDir(): string {
  return path.join(localUploadDir(), ".incoming");
}

const local: StorageProvider = {
  name: "local",
  async put(key, bytes) {
    const file = path.join(localUploadDir(), key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: "wx" });
    return `/uploads/${key}`;
  },
  async putFile(key, file) {
    const target = path.join(localUploadDir(), key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
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
    async putFile(key, file, contentType) {
      const body = createReadStream(file);
      try {
        // Overwriting is allowed: a client upload completed twice (browser and callback) stores the same file.
        const result = await put(`uploads/${key}`, body, {
          access: "public",
          contentType,
          addRandomSuffix: false,
          allowOverwrite: true,
          multipart: true,
          token,
        });
        return result.url;
      } finally {
        body.destroy();
      }
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
