import { useState } from "react";
import type { OwnerProject } from "../../app/content/document";
import { projectWords } from "./content-paths";
import { DocCheckbox } from "./doc-checkbox";
import { DocField } from "./doc-field";
import { RatingField } from "./rating-field";

type Testimonial = NonNullable<OwnerProject["testimonial"]>;

/**
 * What the customer said about a project, if anything: ticked, their words, their name and their stars. Unticking
 * takes it off the project; ticking again brings back what was there, so a slip loses nothing.
 */
export function TestimonialFields({
  path,
  testimonial,
  onChange,
}: {
  /** "projects[7].testimonial". */
  path: string;
  testimonial: Testimonial | undefined;
  onChange: (testimonial: Testimonial | undefined) => void;
}) {
  const [kept, setKept] = useState<Testimonial>(testimonial ?? { text: "", author: "", rating: 5 });
  const words = projectWords("testimonial.text");
  const name = projectWords("testimonial.author");
  return (
    <div className="grid gap-4">
      <DocCheckbox
        path={path}
        label="Show what the customer said"
        hint={projectWords("testimonial").hint}
        checked={testimonial !== undefined}
        onChange={(on) => {
          if (testimonial) setKept(testimonial);
          onChange(on ? kept : undefined);
        }}
      />
      {testimonial ? (
        <>
          <DocField
            path={`${path}.text`}
            label={words.label}
            max={words.max}
            multiline
            rows={4}
            value={testimonial.text}
            onChange={(text) => onChange({ ...testimonial, text })}
          />
          <DocField
            path={`${path}.author`}
            label={name.label}
            hint={name.hint}
            max={name.max}
            value={testimonial.author}
            onChange={(author) => onChange({ ...testimonial, author })}
          />
          <RatingField
            path={`${path}.rating`}
            name={`${path}-rating`}
            value={testimonial.rating}
            onChange={(rating) => onChange({ ...testimonial, rating })}
          />
        </>
      ) : null}
    </div>
  );
}
