import sharp from "sharp";

/**
 * A stand-in for a camera photo, to measure the hero with a real photograph's weight (issue 34; `npm run bench:hero`,
 * scripts/build/media/test-photo.test.ts). The sample artwork is flat and compresses to a few KB; this has what makes a
 * photo heavy at every size: detail at several scales (value noise, octave by octave, so some survives a resize to
 * 480 px), hard edges, colour that varies, and per-pixel sensor grain. Deterministic: the same seed gives the same
 * bytes. Returned as a camera-like JPEG (quality 92, 12 MP at the default size: about 6 MB), never committed.
 */
export async function testPhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  let state = seed >>> 0 || 1;
  /** xorshift32: fast and deterministic, which is all grain needs. */
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  /** Value noise on a grid `cell` pixels apart, smoothly interpolated: one octave of detail. */
  const octave = (cell: number) => {
    const cols = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: cols * (Math.ceil(height / cell) + 2) }, random);
    return (x: number, y: number) => {
      const gx = x / cell;
      const gy = y / cell;
      const ix = Math.floor(gx);
      const iy = Math.floor(gy);
      const fx = gx - ix;
      const fy = gy - iy;
      const sx = fx * fx * (3 - 2 * fx);
      const sy = fy * fy * (3 - 2 * fy);
      const at = (i: number, j: number) => grid[j * cols + i]!;
      const top = at(ix, iy) + (at(ix + 1, iy) - at(ix, iy)) * sx;
      const bottom = at(ix, iy + 1) + (at(ix + 1, iy + 1) - at(ix, iy + 1)) * sx;
      return top + (bottom - top) * sy - 0.5;
    };
  };
  const octaves = [
    { noise: octave(600), amp: 80 },
    { noise: octave(150), amp: 55 },
    { noise: octave(40), amp: 50 },
    { noise: octave(12), amp: 45 },
    { noise: octave(4), amp: 30 },
  ];
  const shapes = octave(400);
  const tint = [octave(900), octave(700), octave(800)];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const sky = 190 - (130 * y) / height;
    for (let x = 0; x < width; x++) {
      let value = sky + (shapes(x, y) > 0.12 ? -70 : 0);
      for (const { noise, amp } of octaves) value += amp * noise(x, y);
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, value + 90 * tint[c]!(x, y) + 36 * (random() - 0.5)));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}
