import { CheckList } from "../ui/check-list";
import { Icon, type IconName } from "../ui/icon";
import { TitledColumns } from "../ui/section";

export interface AboutContent {
  eyebrow: string;
  title: string;
  text: readonly string[];
  mobileText: string;
  stats: readonly { value: string; label: string; icon: IconName }[];
  whoWeWorkWithTitle: string;
  whoWeWorkWith: readonly string[];
  whySouthAucklandTitle: string;
  whySouthAuckland: readonly string[];
  promise: { title: string; text: string };
}

/** The About section, shared by the home page and /about. Small screens get the shorter text (CSS, not JS). */
export function AboutSection({ content }: { content: AboutContent }) {
  return (
    <TitledColumns
      id="about"
      titleId="about-title"
      words={content}
      tone="white"
      className="grid gap-12 lg:grid-cols-2"
      titleColumn={
        <>
          <div className="mt-5 hidden space-y-4 text-lg text-muted md:block">
            {content.text.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <p className="mt-5 text-lg text-muted md:hidden">{content.mobileText}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4">
            {content.stats.map((stat) => (
              <li key={stat.label} className="rounded-card border border-line bg-paper p-4">
                <Icon name={stat.icon} className="size-6 text-signal-700" />
                <p className="mt-2 text-xl font-extrabold text-navy-900">{stat.value}</p>
                <p className="text-muted">{stat.label}</p>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <div className="space-y-8">
        <div className="hidden md:block">
          <h3 className="text-xl font-bold">{content.whoWeWorkWithTitle}</h3>
          <CheckList items={content.whoWeWorkWith} columns className="mt-3" />
        </div>
        <div>
          <h3 className="text-xl font-bold">{content.whySouthAucklandTitle}</h3>
          <CheckList items={content.whySouthAuckland} tone="signal" className="mt-3" />
        </div>
        <aside aria-labelledby="promise-title" className="rounded-card bg-navy-900 p-6 text-white">
          <h3 id="promise-title" className="flex items-center gap-2 text-xl font-bold">
            <Icon name="HeartHandshake" aria-hidden="true" className="size-6 text-signal-400" />
            {content.promise.title}
          </h3>
          <p className="mt-2 text-navy-100">{content.promise.text}</p>
        </aside>
      </div>
    </TitledColumns>
  );
}
