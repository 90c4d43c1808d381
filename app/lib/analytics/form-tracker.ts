export interface FormReport {
  (
    event: "form_start" | "form_field_focus" | "form_field_blur" | "form_submit" | "form_complete" | "form_abandon",
    label: string,
    beacon?: boolean,
  ): void;
}

/**
 * The form flags of spec section 4: started on the first field interaction, completed on a successful submit,
 * abandoned reported once when a started form with a touched field is left without completion.
 */
export function createFormTracker(formName: string, report: FormReport) {
  let startedAt: number | undefined;
  let completed = false;
  let abandoned = false;
  let lastField: string | undefined;
  const touched = new Set<string>();

  return {
    focus(field: string, now = Date.now()) {
      if (startedAt === undefined) {
        startedAt = now;
        report("form_start", formName);
      }
      lastField = field;
      report("form_field_focus", `${formName}:${field}`);
    },
    blur(field: string, filled: boolean) {
      touched.add(field);
      lastField = field;
      report("form_field_blur", filled ? "filled" : "empty");
    },
    submit: () => report("form_submit", formName),
    complete() {
      completed = true;
      report("form_complete", formName);
    },
    /**
     * When the visitor started filling the form in (ms since epoch; the first field interaction), or undefined before
     * that. The forms send it as `startedAt`, so the inbox can quarantine submissions made faster than a person types.
     */
    startedAt: () => startedAt,
    /** Starts a fresh round after a completed submission ("Submit Another Quote"). */
    reset() {
      startedAt = undefined;
      completed = abandoned = false;
      touched.clear();
      lastField = undefined;
    },
    /** Returns true when it reported the abandonment. */
    abandon(beacon = false): boolean {
      if (startedAt === undefined || completed || abandoned || (touched.size === 0 && lastField === undefined))
        return false;
      abandoned = true;
      report("form_abandon", `${formName}:${lastField ?? "unknown"}`, beacon);
      return true;
    },
  };
}
