import type { LoaderFunctionArgs } from "react-router";
import { fieldSpeedInWords, overview } from "../../shared/api/overview";
import { api } from "../shell/api";

/** The overview's figures and the field speed of the site's pages (server/dashboard/field-speed.ts), read at the same time. */
export const overviewLoader = async ({ request }: LoaderFunctionArgs) => {
  const [figures, speed] = await Promise.all([
    api("overview", { signal: request.signal, expect: overview }),
    api("vitals", { signal: request.signal, expect: fieldSpeedInWords }),
  ]);
  return { ...figures, speed };
};
