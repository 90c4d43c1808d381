import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { api, ApiError } from "../shell/api";
import { deletedPhoto, storedPhotos, type StoredPhotos } from "../../shared/api/site";

/** The owner's stored photos (server/site/photo-routes.ts, GET /admin/api/site/photos). */
export type { StoredPhotos };

export const photosLoader = ({ request }: LoaderFunctionArgs) =>
  api("site/photos", { signal: request.signal, expect: storedPhotos });

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
    const done = await api(`site/photos/${encodeURIComponent(name)}`, { method: "DELETE", expect: deletedPhoto });
    return { name, freed: done.bytes };
  } catch (error) {
    if (error instanceof ApiError) return { name, error: error.message };
    if (error instanceof TypeError)
      return { name, error: "Could not reach the server. Check the connection and try again." };
    throw error;
  }
}
