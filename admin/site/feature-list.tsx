import { use, useEffect, useId, useRef, useState } from "react";
import { limitOf, projectCounts, projectWords } from "./content-paths";
import { focusPath, ProblemsContext } from "./use-content-editor";
import { DocField } from "./doc-field";
import { SmallButton } from "../ui/small-button";

/**
 * A project's key features, ticked on its page: one box each, up to 10 (a blank one is dropped when saved). Adding
 * one moves focus to its box; removing one moves it to the box now in its place (or the one before).
 */
export function FeatureList({
  path,
  features,
  onChange,
}: {
  /** "projects[7].details.features": each box is at its place in it (".0", ".1"). */
  path: string;
  features: string[];
  onChange: (features: string[]) => void;
}) {
  const id = useId();
  const error = use(ProblemsContext).get(path);
  const [said, setSaid] = useState("");
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current && focusPath(focusNext.current)) focusNext.current = null;
  });
  const { label, hint } = projectWords("details.features");
  const max = limitOf("projects.details.features.*");
  const full = features.length >= projectCounts.features;
  return (
    <fieldset data-path={path} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].join(" ").trim()}>
      <legend className="font-semibold text-navy-900">{label}</legend>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>
      <ol className="mt-2 grid gap-3">
        {features.map((feature, index) => (
          <li key={index} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <DocField
                path={`${path}.${index}`}
                label={`Key feature ${index + 1}`}
                max={max}
                value={feature}
                onChange={(text) => onChange(features.map((f, i) => (i === index ? text : f)))}
              />
            </div>
            {features.length > 0 ? (
              <SmallButton
                className="mb-1 shrink-0 text-red-700"
                aria-label={`Remove key feature ${index + 1}`}
                onClick={() => {
                  onChange(features.filter((_, i) => i !== index));
                  setSaid(`Key feature ${index + 1} removed.`);
                  focusNext.current = features.length > 1 ? `${path}.${Math.min(index, features.length - 2)}` : null;
                }}
              >
                Remove
              </SmallButton>
            ) : null}
          </li>
        ))}
      </ol>
      <SmallButton
        className="mt-3"
        disabled={full}
        onClick={() => {
          onChange([...features, ""]);
          focusNext.current = `${path}.${features.length}`;
        }}
      >
        Add a key feature
      </SmallButton>
      {full ? (
        <p className="mt-1 text-sm text-muted">{projectCounts.features} is the most a project can have.</p>
      ) : null}
    </fieldset>
  );
}
