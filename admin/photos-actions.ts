import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { api, ApiError } from "./api";
import { deletedPhotoAnswer, photosAnswer } from "./site-answers";

/** The owner's stored photos (server/site/photo-routes.ts, GET /admin/api/site/photos). */
export interface StoredPhotos {
  /** The bytes all of them take, and how many they may (OWNER_MEDIA_QUOTA_BYTES). */
  used: number;
  quota: number;
  photos: {
    /** "<hash>.jpg": what a deletion names. */
    name: string;
    src: string;
    width: number;
    height: number;
    bytes: number;
    /** What keeps it, in words ("revisions 12 and 14"), or null when nothing uses it. */
    usedBy: string | null;
  }[];
}

export const photosLoader = ({ request }: LoaderFunctionArgs) =>
  api("site/photos", { signal: request.signal, expect: photosAnswer });

export interface PhotosResult {
  /** The photo the answer is about. */
  name: string;
  /** The bytes its deletion freed. */
  freed?: number;
  error?: string;
}

/** The Photos page's one change: a photo nothing uses, deleted; the list is loaded again after it. */
export async function photosAction({ request }: ActionFunctionArgs): Promise<PhotosResult> {
  const form = await request.formData();
  const name = String(form.get("name"));
  try {
    const done = await api(`site/photos/${encodeURIComponent(name)}`, { method: "DELETE", expect: deletedPhotoAnswer });
    return { name, freed: done.bytes };
  } catch (error) {
    if (error instanceof ApiError) return { name, error: error.message };
    if (error instanceof TypeError)
      return { name, error: "Could not reach the server. Check the connection and try again." };
    throw error;
  }
}
