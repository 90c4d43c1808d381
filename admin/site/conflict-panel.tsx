import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../app/components/ui/button";
import type { Choice } from "./content-actions";
import { itemLabel } from "./content-paths";
import type { ConflictState } from "./use-content-editor";
import { ConflictVersion } from "./conflict-version";

const sides = [
  { side: "yours", label: "Keep yours" },
  { side: "theirs", label: "Take theirs" },
] as const;

/**
 * A save refused because someone else saved the same items differently (409): each such item with both versions,
 * and a choice for each (yours unless changed). Everything else from both sides is kept; saving with the choices
 * names the other revision as its base. Focus moves here as it appears, so a screen reader reads it first.
 */
export function ConflictPanel({
  conflict,
  onResolve,
}: {
  conflict: ConflictState;
  onResolve: (choices: Record<string, Choice>) => void;
}) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const panel = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => panel.current?.focus(), []);
  const docs = [conflict.yours, conflict.theirs];
  const count = conflict.conflicts.length;
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-card border-2 border-red-700 bg-white p-4 focus:outline-none sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-red-800">
        Someone else changed the same {count === 1 ? "thing" : "things"}
      </h2>
      <p className="mt-1 max-w-prose">
        Since you started, revision {conflict.revision} was saved with {count === 1 ? "a change" : `${count} changes`}{" "}
        to what you also changed. For each, keep your version or take theirs. Everything else, yours and theirs, is
        kept.
      </p>
      <form
        className="mt-4 grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onResolve(choices);
        }}
      >
        {conflict.conflicts.map((item, i) => (
          <fieldset key={item.path} className="rounded-xl p-3 ring-1 ring-line">
            <legend className="px-1 font-bold text-navy-900">{itemLabel(item.path, docs)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {sides.map(({ side, label }) => {
                const versionId = `${id}-${i}-${side}`;
                return (
                  <div key={side} className="rounded-xl bg-navy-50 p-3">
                    <label className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-900">
                      <input
                        type="radio"
                        name={`${id}-${i}`}
                        value={side}
                        checked={(choices[item.path] ?? "yours") === side}
                        onChange={() => setChoices((all) => ({ ...all, [item.path]: side }))}
                        aria-describedby={versionId}
                        className="size-5 accent-navy-900"
                      />
                      {label}
                    </label>
                    <div id={versionId} className="mt-1">
                      <ConflictVersion itemKey={item.path} value={item[side]} docs={docs} />
                    </div>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div>
          <Button type="submit">Save with these choices</Button>
        </div>
      </form>
    </section>
  );
}
