/** The first bytes of each kind of file the photo checks tell apart (shared/forms/photo-check.ts), for tests. */
export const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
export const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF", 0);
export const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
export const WEBP = bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ");
export const HEIC = bytes(0, 0, 0, 0x1c, "ftypheic", 0, 0, 0, 0);
