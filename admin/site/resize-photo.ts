/** The longest side of a photo as it is uploaded: more than the site's largest variant needs (1600 px). */
export const MAX_PHOTO_EDGE = 2400;
/** JPEG quality of the resized photo: a 12 MP phone photo becomes a few hundred KB. */
const QUALITY = 0.85;

/**
 * The size a photo is drawn at: within `max` on its longest side, in proportion, whole pixels, never enlarged. A
 * 4032 × 3024 phone photo becomes 2400 × 1800.
 */
export function fittedSize(width: number, height: number, max = MAX_PHOTO_EDGE): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** "IMG_2041.HEIC" → "IMG_2041.jpg": the resized photo's file name. */
export const jpegName = (name: string): string => `${name.replace(/\.[^.]*$/, "") || "photo"}.jpg`;

/**
 * A photo made ready to upload, in the browser: decoded upright (the camera's orientation applied), drawn within
 * 2400 px on its longest side on a white ground (a transparent PNG does not turn black), and encoded as a JPEG. So a
 * 12 MP photo crosses a phone's connection as a few hundred KB, and the camera's EXIF data (where it was taken) stays
 * on the phone: a canvas carries none of it. A photo this browser cannot decode (HEIC on a desktop's Chrome) is sent
 * as it is, for the server to convert or refuse in words.
 */
export async function resizePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== "function") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    return blob ? new File([blob], jpegName(file.name), { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}
