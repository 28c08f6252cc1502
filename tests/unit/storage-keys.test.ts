import { describe, expect, it } from "vitest";
import { isOwnUpload, keyOfUrl } from "@/lib/storage/keys";
import { sniffType } from "@/lib/storage/sniff";

const key = "u12/" + "ab".repeat(16) + ".png";

describe("upload keys", () => {
  it.each([
    [`/uploads/${key}`, 12],
    [`https://store1.public.blob.vercel-storage.com/uploads/${key}`, 12],
    [`http://localhost:3000/uploads/${key}`, 12],
    [`https://evil.example/uploads/${key}`, null],
    [`//evil.example/uploads/${key}`, null],
    [`http://store1.public.blob.vercel-storage.com/uploads/${key}`, null],
    ["/uploads/u12/../../secret.png", null],
    ["not a url", null],
  ])("%s → owner %s", (url, owner) => {
    expect(keyOfUrl(url, "http://localhost:3000")?.ownerId ?? null).toBe(owner);
  });

  it("reads a re-encoded photo's and its card's keys, and refuses a variant in the wrong format", () => {
    const id = "cd".repeat(16);
    expect(keyOfUrl(`/uploads/u7/${id}.photo.webp`)).toMatchObject({ ownerId: 7, id, variant: "photo", ext: "webp" });
    expect(keyOfUrl(`/uploads/u7/${id}.card.jpg`)).toMatchObject({ ownerId: 7, id, variant: "card", ext: "jpg" });
    expect(keyOfUrl(`/uploads/u7/${id}.photo.png`)).toBeNull();
    expect(keyOfUrl(`/uploads/u7/${id}.card.webp`)).toBeNull();
    expect(keyOfUrl(`/uploads/u7/${id}.thumb.jpg`)).toBeNull();
  });

  it("checks ownership by the key", () => {
    expect(isOwnUpload(`/uploads/${key}`, 12)).toBe(true);
    expect(isOwnUpload(`/uploads/${key}`, 13)).toBe(false);
  });
});

describe("sniffType", () => {
  const pad = (b: number[] | string) => Buffer.concat([Buffer.from(b as never), Buffer.alloc(16)]);
  it.each([
    [pad([0xff, 0xd8, 0xff, 0xe1]), "image/jpeg"],
    [pad("GIF89a"), "image/gif"],
    [Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 "), Buffer.alloc(8)]), "image/webp"],
    [Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypqt  "), Buffer.alloc(8)]), "video/quicktime"],
    [Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypmp42"), Buffer.alloc(8)]), "video/mp4"],
    [pad("<?php echo 1; ?>"), null],
    [pad("<svg xmlns='http://www.w3.org/2000/svg'/>"), null],
    [Buffer.from([0xff, 0xd8]), null],
  ])("%#", (bytes, mime) => {
    expect(sniffType(new Uint8Array(bytes))?.mime ?? null).toBe(mime);
  });
});
