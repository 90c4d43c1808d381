import { readFileSync } from "node:fs";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";

/** Where a test photo says it was taken: Auckland, as a phone would write it into EXIF. */
const AUCKLAND = { latitude: -36.85, longitude: 174.7633 };

const rational = (value: number) => {
  const degrees = Math.floor(value);
  const minutesFloat = (value - degrees) * 60;
  const minutes = Math.floor(minutesFloat);
  const seconds = Math.round((minutesFloat - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
};

/**
 * A phone-like JPEG: EXIF with the camera, the time and a GPS position, and an orientation tag (6: the pixels are
 * stored rotated, to be turned 90° clockwise). Random noise keeps it from compressing to nothing.
 */
export async function phoneJpeg(
  options: { width?: number; height?: number; orientation?: number; quality?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900, orientation = 1, quality = 85 } = options;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Leak Finder 3000", DateTime: "2026:11:20 08:30:00" },
      IFD3: {
        GPSLatitudeRef: AUCKLAND.latitude < 0 ? "S" : "N",
        GPSLatitude: rational(Math.abs(AUCKLAND.latitude)),
        GPSLongitudeRef: AUCKLAND.longitude < 0 ? "W" : "E",
        GPSLongitude: rational(Math.abs(AUCKLAND.longitude)),
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A valid JPEG grown to exactly `bytes` with padding after its end marker (decoders stop at the marker). */
export async function jpegOfSize(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  if (jpeg.length > bytes) throw new Error(`a JPEG cannot be as small as ${bytes} bytes`);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const smallWebp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#40c040" } })
    .webp()
    .toBuffer();

/** A Windows executable's first bytes ("MZ", the PE stub), to be sent as "photo.jpg" with an image type. */
export const executable = () =>
  Buffer.concat([
    Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff", "latin1"),
    Buffer.alloc(4096, 0x90),
  ]);

export const svgWithScript = () =>
  Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`,
  );

/** The first 60% of a JPEG: what a dropped connection or a broken phone app leaves. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await phoneJpeg({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

const pngChunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * The same JPEG with `payload` hidden where decoders read past it: in a comment segment (COM) and an application
 * segment (APP15) after the start marker, and after the end marker. The pixels are unchanged.
 */
export function jpegCarrying(jpeg: Buffer, payload: Buffer): Buffer {
  const segment = (marker: number) => {
    const header = Buffer.from([0xff, marker, 0, 0]);
    header.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([header, payload]);
  };
  return Buffer.concat([jpeg.subarray(0, 2), segment(0xfe), segment(0xef), jpeg.subarray(2), payload]);
}

/** The same PNG with `payload` in a text chunk after its header and again after its end chunk. */
export function pngCarrying(png: Buffer, payload: Buffer): Buffer {
  // The 8-byte signature, then IHDR: 4 bytes of length, 4 of type, 13 of data and 4 of CRC.
  const afterHeader = 8 + 25;
  const text = pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), payload]));
  return Buffer.concat([png.subarray(0, afterHeader), text, png.subarray(afterHeader), payload]);
}

/**
 * A decompression bomb: a valid PNG of 50,000 × 50,000 one-bit pixels (2.5 gigapixels, about 10 GB once decoded
 * to RGBA) that compresses to about 300 KB.
 */
export async function pngBomb(side = 50_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (d: Buffer) => parts.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const row = Buffer.alloc(1 + Math.ceil(side / 8));
  for (let y = 0; y < side; y++) deflate.write(row);
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", Buffer.concat(parts)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** An iPhone-style HEIC (HEVC-coded, 64 × 48), made with libheif's heif-enc. */
export const heicPhoto = () => readFileSync(new URL("./fixtures/photo.heic", import.meta.url));

/**
 * The GPS position in an EXIF block (as sharp's metadata() returns it), read straight from the TIFF structure:
 * IFD0's GPS pointer (tag 0x8825), then latitude and longitude as degree/minute/second rationals.
 */
export function gpsOf(exif: Buffer | undefined): { latitude: number; longitude: number } | undefined {
  if (!exif) return undefined;
  const tiff = exif.subarray(exif.toString("latin1", 0, 6) === "Exif\0\0" ? 6 : 0);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ({ tag: u16(ifd + 2 + i * 12), value: ifd + 2 + i * 12 + 8 }));
  const pointer = entries(u32(4)).find((e) => e.tag === 0x8825);
  if (!pointer) return undefined;
  const gps = entries(u32(pointer.value));
  const at = (tag: number) => gps.find((e) => e.tag === tag)?.value;
  const angle = (tag: number) => {
    const offset = u32(at(tag)!);
    const [d, m, s] = [0, 1, 2].map((i) => u32(offset + i * 8) / u32(offset + i * 8 + 4));
    return d! + m! / 60 + s! / 3600;
  };
  const sign = (tag: number, negative: string) => (String.fromCharCode(tiff[at(tag)!]!) === negative ? -1 : 1);
  return { latitude: sign(1, "S") * angle(2), longitude: sign(3, "W") * angle(4) };
}

/**
 * A PNG that is small on the wire and huge once decoded: 7700 × 7700 (59.3 million pixels, under the pixel limit),
 * 16 bits per channel, 4 channels, Adam7-interlaced (so it cannot be decoded a strip at a time): about 700 KB of
 * file for 474 MB of pixels.
 */
export const deepInterlacedPng = () =>
  sharp({ create: { width: 7700, height: 7700, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 1 } } })
    .toColourspace("rgb16")
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
