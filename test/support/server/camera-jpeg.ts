import sharp from "sharp";

/**
 * A camera's JPEG for the owner's photo uploads: `width` × `height` of smooth colour with a coarse checker (a
 * different one for each `seed`, so each seed is a different photo), and EXIF naming the camera and where it was
 * taken, written as sharp's withExif takes it (IFD0 the main directory, IFD3 the GPS one; rationals as "n/d" text).
 * Smooth pixels keep a 12-megapixel file a few MB and quick to encode, unlike phoneJpeg's noise.
 */
export async function cameraJpeg(seed = 0, width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i += 3) {
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (seed * 40 + ((x >> 6) ^ (y >> 6)) * 8) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "TestCam" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "36/1 50/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "174/1 45/1 0/1" },
    })
    .toBuffer();
}
