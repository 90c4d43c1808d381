import { useEffect, useMemo, useState } from "react";
import { SCORE_MIN } from "../../shared/accounts/password-rules";
import type { measure } from "./strength";

type Measure = typeof measure;

/**
 * How hard the new password is to guess (ASVS 2.1.8): zxcvbn's score 0-4 as a <meter>, its label and advice in
 * words, announced politely as they change. The estimate (with its list of breached passwords)
 * is loaded once the first character is typed, and runs in the browser: nothing is sent while typing. It applies
 * the server's own rules (a score of SCORE_MIN and up), and the server's checks
 * stay the authority.
 */
export function StrengthMeter({
  id,
  password,
  email,
  businessName,
}: {
  /** The words' id, for the password box's aria-describedby. */
  id: string;
  password: string;
  email: string;
  businessName: string;
}) {
  const [measure, setMeasure] = useState<Measure>();
  const [failed, setFailed] = useState(false);
  const typed = password.length > 0;
  useEffect(() => {
    if (!typed || measure) return;
    let current = true;
    import("./strength")
      .then((module) => current && setMeasure(() => module.measure))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [typed, measure]);
  const strength = useMemo(
    () => (typed && measure ? measure(password, email, businessName) : undefined),
    [typed, measure, password, email, businessName],
  );

  const words = !typed
    ? "Type a new password to see how hard it is to guess."
    : failed
      ? "The strength meter could not load. The password is still checked when you save it."
      : !strength
        ? "Checking…"
        : `${strength.label}. ${strength.problem ?? strength.warning ?? (strength.score >= SCORE_MIN ? "Hard to guess." : "")}`.trim();
  return (
    <div className="rounded-xl bg-navy-50 p-3">
      <div className="flex items-center gap-3">
        <label htmlFor={`${id}-meter`} className="text-sm font-semibold text-navy-900">
          Strength
        </label>
        <meter
          id={`${id}-meter`}
          min={0}
          max={4}
          low={2}
          high={SCORE_MIN}
          optimum={4}
          value={strength?.score ?? 0}
          aria-valuetext={strength ? `${strength.label}, ${strength.score} of 4` : "Not measured yet"}
          className="h-3 min-w-0 flex-1"
        />
      </div>
      <p id={id} aria-live="polite" className="mt-1 text-sm font-medium text-navy-900" data-strength={strength?.score}>
        {words}
      </p>
      {strength && strength.suggestions.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-muted">
          {strength.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
