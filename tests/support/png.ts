import { deflateSync } from "node:zlib";

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
 * A PNG whose header declares `width` × `height` but whose pixel data is a few bytes: what a
 * decompression bomb looks like to a server that trusts headers.
 */
export function pngHeaderClaiming(width: number, height: number): Buffer {
  return pngOf(width, height, deflateSync(Buffer.alloc(64)));
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
