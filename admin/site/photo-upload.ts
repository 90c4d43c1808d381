import { api } from "../shell/api";
import { resizePhoto } from "./resize-photo";
import { uploadedPhoto, type UploadedPhoto } from "../../shared/api/site";

/**
 * One photo, resized in the browser, sent to the site's photos: its path, or an ApiError with
 * the server's words (not a photo, too large, no room), or a TypeError when the connection dropped.
 */
export async function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const photo = await resizePhoto(file);
  const body = new FormData();
  body.append("photo", photo, photo.name);
  return api("site/photos", { method: "POST", body, expect: uploadedPhoto });
}
