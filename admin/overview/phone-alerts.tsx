import { useEffect, useId, useState } from "react";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import {
  alertSetup,
  newTopic,
  subscription,
  type AlertServer,
  type AlertSetup,
  type Subscribe,
} from "../../shared/api/alerts";
import { api, ApiError } from "../shell/api";
import { canCopy, copyText } from "../ui/copy-text";
import { FormError } from "../ui/form-error";
import { SmallButton } from "../ui/small-button";

const from: Record<AlertSetup["from"], string> = {
  dashboard: "made here",
  server: "from the server's settings (NTFY_URL)",
  none: "",
};

/** Where the ntfy apps are (https://docs.ntfy.sh/subscribe/phone/). */
const APPS = {
  android: "https://play.google.com/store/apps/details?id=io.heckel.ntfy",
  iphone: "https://apps.apple.com/us/app/ntfy/id1625396347",
};

/** Which server the alerts go through, in words: on the public one the topic is the only lock. */
function ServerWords({ server }: { server: AlertServer }) {
  return (
    <p className="mt-2 text-sm">
      {server.public ? (
        <>
          Alerts go through <strong className="font-semibold">the public ntfy.sh server</strong>: anyone who knows the
          topic can read the alerts, which is why it is long and random.
        </>
      ) : (
        <>
          Alerts go through <strong className="font-semibold break-all">{server.host}</strong>, the ntfy server named in
          the server&apos;s settings (NTFY_URL), not the public one.
          {server.signIn
            ? " It asks for an account: in the ntfy app, add that account for this server under Settings → Manage users."
            : null}
        </>
      )}
    </p>
  );
}

/**
 * How a phone subscribes, so nothing is typed: the QR code of the topic's web link for a phone's camera, the
 * app's own link for the phone this page is open on, and the topic to copy into the app if neither works.
 */
function SubscribeSteps({ subscribe, server }: { subscribe: Subscribe; server: AlertServer }) {
  const [said, setSaid] = useState("");
  return (
    <div className="mt-4 rounded-card bg-navy-50 p-4" data-subscribe>
      <h3 className="font-semibold text-navy-900">Subscribe your phone</h3>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        <img
          src={subscribe.qr}
          alt={`QR code of your alert topic's link, ${subscribe.web}`}
          width={176}
          height={176}
          className="rounded bg-white"
          data-subscribe-qr={subscribe.web}
        />
        <ol className="min-w-0 flex-1 basis-56 list-decimal space-y-2 pl-5 text-sm">
          <li>
            Install the ntfy app:{" "}
            <a className="font-semibold text-navy-700 underline" href={APPS.android}>
              Android
            </a>{" "}
            or{" "}
            <a className="font-semibold text-navy-700 underline" href={APPS.iphone}>
              iPhone
            </a>
            .
          </li>
          <li>Point your phone&apos;s camera at the code and open the link, then tap Subscribe.</li>
          <li>
            On the phone you are reading this on, tap{" "}
            <a className="font-semibold text-navy-700 underline" href={subscribe.app}>
              Open in the ntfy app
            </a>{" "}
            (Android) instead.
          </li>
        </ol>
      </div>
      <p className="mt-3 text-sm">
        Or, in the app, tap + and paste this topic
        {server.public ? "" : `, with “Use another server” set to ${new URL(subscribe.web).origin}`}:
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <code className="break-all">{subscribe.topic}</code>
        {canCopy() ? (
          <SmallButton
            onClick={async () =>
              setSaid((await copyText(subscribe.topic)) === "Copied" ? "Copied" : "Could not copy: select the topic.")
            }
          >
            Copy topic
          </SmallButton>
        ) : null}
        <span role="status" className="text-sm">
          {said}
        </span>
      </p>
    </div>
  );
}

/**
 * The owner's phone alerts (server/dashboard/alerts.ts, owner only): whether they are on, which server they go through,
 * and a random topic made here with the QR code and links that subscribe the phone to it, so the owner never makes
 * one up or types it twice; a test alert sent now, answered "Sent: check your phone" or with what the ntfy server
 * said. A topic of the owner's own can still be typed, for a phone already subscribed.
 */
export function PhoneAlerts() {
  const [state, setState] = useState<AlertSetup>();
  const [subscribe, setSubscribe] = useState<Subscribe>();
  const [error, setError] = useState<{ message: string; field?: string }>();
  const [news, setNews] = useState("");
  const [busy, setBusy] = useState(false);
  // Replacing a topic in use cuts off every phone subscribed to it: asked first.
  const [replacing, setReplacing] = useState(false);
  const hint = useId();

  useEffect(() => {
    const controller = new AbortController();
    api("alerts", { signal: controller.signal, expect: alertSetup })
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

  const make = () =>
    void run(async () => {
      setReplacing(false);
      const { subscribe: links, ...next } = await api("alerts/topic/new", { method: "POST", expect: newTopic });
      setState(next);
      setSubscribe(links);
      return "New topic made. Subscribe your phone, then send a test alert.";
    });
  const show = () =>
    void run(async () => {
      setSubscribe(await api("alerts/subscribe", { method: "POST", expect: subscription }));
      return "";
    });
  const save = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const topic = String(new FormData(form).get("topic") ?? "");
    void run(async () => {
      setState(await api("alerts/topic", { method: "POST", body: { topic }, expect: alertSetup }));
      setSubscribe(undefined);
      form.reset();
      return "Topic saved. Send a test alert to check it.";
    });
  };
  const remove = () =>
    void run(async () => {
      setState(await api("alerts/topic", { method: "DELETE", expect: alertSetup }));
      setSubscribe(undefined);
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
      className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="phone-alerts-heading" className="text-xl font-bold text-navy-900">
        Phone alerts
      </h2>
      {state ? (
        <>
          <p className="mt-1">
            {state.on ? (
              <>
                <strong className="font-semibold">On:</strong> new leads and overdue reminders go to{" "}
                <code className="break-all">{state.topicUrl}</code> ({from[state.from]}).
              </>
            ) : (
              <>
                <strong className="font-semibold">Off:</strong> no lead reaches your phone. Make a topic below.
              </>
            )}
          </p>
          <ServerWords server={state.server} />
        </>
      ) : null}
      {state && subscribe ? <SubscribeSteps subscribe={subscribe} server={state.server} /> : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {state?.on ? (
          <Button type="button" onClick={test} disabled={busy}>
            Send a test alert
          </Button>
        ) : null}
        {state?.on && !subscribe ? (
          <Button type="button" variant="outline" onClick={show} disabled={busy}>
            Show the QR code
          </Button>
        ) : null}
        {state?.on ? (
          <Button
            type="button"
            variant="ghost"
            aria-expanded={replacing}
            onClick={() => setReplacing((was) => !was)}
            disabled={busy}
          >
            Make a new topic
          </Button>
        ) : (
          <Button type="button" onClick={make} disabled={busy || !state}>
            Turn on phone alerts
          </Button>
        )}
      </div>
      {state?.on && replacing ? (
        <div className="mt-3 rounded-card bg-navy-50 p-4">
          <p>A new topic stops alerts to every phone subscribed to this one, until it subscribes to the new one.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="button" variant="secondary" onClick={make} disabled={busy}>
              Yes, make a new topic
            </Button>
            <SmallButton onClick={() => setReplacing(false)}>Keep this topic</SmallButton>
          </div>
        </div>
      ) : null}
      <p role="status" className="mt-3 font-semibold text-navy-900">
        {news}
      </p>
      <FormError message={error && error.field !== "topic" ? error.message : undefined} />
      <details className="mt-4" open={error?.field === "topic" ? true : undefined}>
        <summary className="cursor-pointer font-semibold text-navy-700">Use a topic of your own</summary>
        <form onSubmit={save} className="mt-3 space-y-3">
          <Field label="Your topic" error={error?.field === "topic" ? error.message : undefined}>
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
            For a phone already subscribed to a topic: 12 to 64 letters, digits, - or _. Anyone who knows it can read
            your alerts: make it long and hard to guess.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="outline" disabled={busy}>
              Save topic
            </Button>
            {state?.from === "dashboard" ? (
              <SmallButton onClick={remove} disabled={busy}>
                {state.serverTopic ? "Use the server's topic again" : "Remove this topic"}
              </SmallButton>
            ) : null}
          </div>
        </form>
      </details>
    </section>
  );
}
