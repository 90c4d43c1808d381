import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Field } from "../../app/components/ui/field";
import { revealPassword, toggleLabel } from "./password-toggle";

/**
 * A password box with a show-password toggle (ASVS 2.1.12): a real button after the box, saying what it will do.
 * What was typed and where the caret was stay as the characters are shown or masked; the box is masked again when
 * its form is sent, so the browser keeps the password as a password. No length limit on the box: the server says
 * what is too short or too long, and nothing pasted is cut.
 */
export function PasswordField({
  label,
  name,
  autoComplete,
  error,
  describedBy,
  onValue,
}: {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  error?: string;
  /** Another element that describes the box (the strength meter's words). */
  describedBy?: string;
  onValue?: (value: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  // React sets the box's type again as it renders the toggle's change, and Chromium then puts the caret at the start:
  // the selection as it was when the toggle was pressed is put back once React has rendered.
  const caret = useRef<[number, number] | undefined>(undefined);
  const keepCaret = () => {
    const box = input.current;
    if (box && box.selectionStart !== null && box.selectionEnd !== null)
      caret.current = [box.selectionStart, box.selectionEnd];
  };
  useLayoutEffect(() => {
    const box = input.current;
    const kept = caret.current;
    if (box && kept) {
      box.setSelectionRange(...kept);
      // Chromium makes the new type's editor after this commit and puts the caret at its start: once more after it.
      setTimeout(() => box.setSelectionRange(...kept), 0);
    }
    caret.current = undefined;
  }, [shown]);
  useEffect(() => {
    const box = input.current;
    const form = box?.form;
    if (!box || !form) return;
    const mask = () => {
      revealPassword(box, false);
      setShown(false);
    };
    form.addEventListener("submit", mask);
    return () => form.removeEventListener("submit", mask);
  }, []);
  // A refusal about this box moves focus to it, so its message is read out with it.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  return (
    <Field label={label} error={error}>
      {({ id, className, ...aria }) => (
        <>
          <input
            ref={input}
            id={id}
            name={name}
            type={shown ? "text" : "password"}
            autoComplete={autoComplete}
            required
            className={className}
            {...aria}
            aria-describedby={[aria["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined}
            onInput={(event) => onValue?.(event.currentTarget.value)}
          />
          <div className="mt-1 flex justify-end">
            <button
              type="button"
              aria-controls={id}
              // The caret as it is before the press takes focus from the box (Chromium resets it on the way).
              onPointerDown={keepCaret}
              onClick={() => {
                const box = input.current;
                if (box) {
                  if (!caret.current) keepCaret();
                  revealPassword(box, !shown);
                }
                setShown(!shown);
              }}
              className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-navy-700 underline hover:bg-navy-50"
            >
              {toggleLabel(shown)}
            </button>
          </div>
        </>
      )}
    </Field>
  );
}
