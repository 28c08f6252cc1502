import { randomBytes } from "node:crypto";
import { constants, deflateRawSync, deflateSync } from "node:zlib";

/** A real, tiny PNG (solid colour) built in memory, for upload tests. */
export function pngBytes(width = 4, height = 3, rgb: [number, number, number] = [40, 90, 60]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(rgb, row + 1 + x * 3);
  }
  return pngOf(width, height, deflateSync(raw));
}

/**
 * A valid PNG of random pixels, stored without compression: about width × height × 3 bytes, a
 * real photo's weight (an upload that takes a while on a throttled connection).
 */
export function pngOfNoise(width: number, height: number): Buffer {
  const raw = randomBytes((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) raw[y * (width * 3 + 1)] = 0; // each row's filter byte: none
  return pngOf(width, height, deflateSync(raw, { level: 0 }));
}

/**
 * A PNG whose header declares `width` × `height` but whose pixel data is a few bytes: what a
 * decompression bomb looks like to a server that trusts headers.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  return pngOf(width, height, deflateSync(Buffer.alloc(64)));
}

/**
 * A complete, valid PNG of `width` × `height` black pixels (a real decompression bomb: 20,000 ×
 * 20,000 is 1.2 GB decoded from about 1 MB). Built without compressing a gigabyte: a block of
 * zeros deflated with a full flush is independent of what precedes it, so it is repeated.
 */
export function pngOfZeros(width: number, height: number): Buffer {
  const total = (width * 3 + 1) * height; // every row: filter byte 0, then black pixels
  const unit = 4 * 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(unit), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let left = total; left > 0; left -= unit) {
    parts.push(left >= unit ? block : deflateRawSync(Buffer.alloc(left), { level: 9, finishFlush: constants.Z_FULL_FLUSH }));
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros: a = 1, b = n mod 65521
  parts.push(Buffer.from([0x03, 0x00]), adler); // an empty final block, then the checksum
  return pngOf(width, height, Buffer.concat(parts));
}

/** A GIF whose screen and only frame claim `width` × `height` pixels, with a few bytes of data. */
export function gifClaiming(width: number, height: number): Buffer {
  const le = (n: number) => [n & 255, n >> 8];
  return Buffer.from([
    ...Buffer.from("GIF89a"),
    ...le(width),
    ...le(height),
    0x80,
    0,
    0,
    0,
    0,
    0,
    255,
    255,
    255,
    0x2c,
    0,
    0,
    0,
    0,
    ...le(width),
    ...le(height),
    0,
    2,
    2,
    0x44,
    0x01,
    0,
    0x3b,
  ]);
}

function pngOf(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c;
}
