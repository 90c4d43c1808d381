import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "../../app/components/ui/button";
import { Field } from "../../app/components/ui/field";
import { NOTE_MAX } from "../../shared/leads/lead-fields";

/** A timestamped note on the lead ("rang, no answer; try after 5"); the box empties once it is saved. */
export function NoteForm() {
  const fetcher = useFetcher<{ error?: string; saved?: "note" }>();
  const form = useRef<HTMLFormElement>(null);
  const saving = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.saved === "note") form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" ref={form} className="space-y-3">
      <input type="hidden" name="intent" value="note" />
      <Field label="Add a note" error={fetcher.data?.error}>
        {(props) => <textarea name="text" rows={3} required maxLength={NOTE_MAX} {...props} />}
      </Field>
      <Button type="submit" variant="secondary" disabled={saving}>
        {saving ? "Saving…" : "Save note"}
      </Button>
    </fetcher.Form>
  );
}
