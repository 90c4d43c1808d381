import type { LoaderFunctionArgs } from "react-router";
import { overviewAnswer } from "./answers";
import { api } from "./api";
import { fieldSpeedInWordsAnswer } from "./speed-checks";

/** The overview's figures and the field speed of the site's pages (server/admin/vitals.ts), read at the same time. */
export const overviewLoader = async ({ request }: LoaderFunctionArgs) => {
  const [figures, speed] = await Promise.all([
    api("overview", { signal: request.signal, expect: overviewAnswer }),
    api("vitals", { signal: request.signal, expect: fieldSpeedInWordsAnswer }),
  ]);
  return { ...figures, speed };
};
