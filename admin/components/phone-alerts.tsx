import { useEffect, useId, useState } from "react";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import type { PhoneAlertsState } from "../../server/ntfy";
import { phoneAlertsAnswer } from "../answers";
import { api, ApiError } from "../api";
import { FormError } from "./form-error";
import { SmallButton } from "./small-button";

const from: Record<PhoneAlertsState["from"], string> = {
  dashboard: "set here",
  server: "from the server's settings (NTFY_URL)",
  none: "",
};

/**
 * The owner's phone alerts (server/admin/alerts.ts, owner only): whether they are on and where they go (the topic
 * masked: it is the only thing keeping them private), a topic set here without editing the server's files, and a
 * test alert sent now, answered "Sent: check your phone" or with what the ntfy server said.
 */
export function PhoneAlerts() {
  const [state, setState] = useState<PhoneAlertsState>();
  const [error, setError] = useState<{ message: string; field?: string }>();
  const [news, setNews] = useState("");
  const [busy, setBusy] = useState(false);
  const hint = useId();

  useEffect(() => {
    const controller = new AbortController();
    api("alerts", { signal: controller.signal, expect: phoneAlertsAnswer })
      .then(setState)
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError({ message: (e as Error).message });
      });
    return () => controller.abort();
  }, []);

  /** One call to the API; its answer is the new state, or says how the test went. */
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setError(undefined);
    setNews("");
    try {
      setNews(await work());
    } catch (e) {
      setError({ message: (e as Error).message, field: e instanceof ApiError ? e.field : undefined });
    } finally {
      setBusy(false);
    }
  };

  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const topic = String(new FormData(form).get("topic") ?? "");
    void run(async () => {
      setState(await api("alerts/topic", { method: "POST", body: { topic }, expect: phoneAlertsAnswer }));
      form.reset();
      return "Topic saved. Send a test alert to check it.";
    });
  };
  const remove = () =>
    void run(async () => {
      setState(await api("alerts/topic", { method: "DELETE", expect: phoneAlertsAnswer }));
      return "Topic removed.";
    });
  const test = () =>
    void run(async () => {
      await api("alerts/test", { method: "POST" });
      return "Sent: check your phone.";
    });

  return (
    <section
      aria-labelledby="phone-alerts-heading"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="phone-alerts-heading" className="text-xl font-bold text-navy-900">
        Phone alerts
      </h2>
      {state ? (
        <p className="mt-1">
          {state.on ? (
            <>
              <strong className="font-semibold">On:</strong> new leads and overdue reminders go to{" "}
              <code className="break-all">{state.topicUrl}</code> ({from[state.from]}).
            </>
          ) : (
            <>
              <strong className="font-semibold">Off:</strong> no lead reaches your phone. Set a topic below.
            </>
          )}
        </p>
      ) : null}
      <form onSubmit={save} className="mt-4 space-y-3">
        <Field label={state?.on ? "New topic" : "Topic"} error={error?.field === "topic" ? error.message : undefined}>
          {(props) => (
            <input
              {...props}
              name="topic"
              required
              autoComplete="off"
              spellCheck={false}
              aria-describedby={[props["aria-describedby"], hint].filter(Boolean).join(" ")}
            />
          )}
        </Field>
        <p id={hint} className="text-sm text-muted">
          In the ntfy app on your phone, subscribe to a topic of 12 to 64 letters, digits, - or _, and enter the same
          topic here. Anyone who knows it can read your alerts: make it long and hard to guess.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            Save topic
          </Button>
          {state?.from === "dashboard" ? (
            <SmallButton onClick={remove} disabled={busy}>
              {state.serverTopic ? "Use the server's topic again" : "Remove this topic"}
            </SmallButton>
          ) : null}
        </div>
      </form>
      {state?.on ? (
        <div className="mt-4">
          <Button type="button" variant="outline" onClick={test} disabled={busy}>
            Send a test alert
          </Button>
        </div>
      ) : null}
      <p role="status" className="mt-3 font-semibold text-navy-900">
        {news}
      </p>
      <FormError message={error && error.field !== "topic" ? error.message : undefined} />
    </section>
  );
}
