import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { spamAnswer } from "../../shared/api/leads";
import { api, ApiError } from "../shell/api";

export const spamLoader = ({ request }: LoaderFunctionArgs) =>
  api(`spam?${new URL(request.url).searchParams}`, { signal: request.signal, expect: spamAnswer });

export async function spamAction({ request }: ActionFunctionArgs) {
  const id = (await request.formData()).get("id");
  try {
    await api(`spam/${id}/release`, { method: "POST" });
    return { released: Number(id) };
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
}
