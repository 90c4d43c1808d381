import { useLoaderData } from "react-router";
import { Container } from "../../app/components/ui/container";
import { BuildPanel } from "./build-panel";
import { EditorLinks } from "./editor-links";
import { LiveSite } from "./live-site";
import { Panel } from "../ui/panel";
import { RevisionList } from "./revision-list";
import { SEED, type siteLoader } from "./site-actions";
import { useBuilds } from "./use-builds";
import { PageTitle } from "../ui/page-title";

/**
 * The owner's website (docs/decisions/012-owner-editing.md): the editors, what is live, building and publishing,
 * and the history of saved revisions. Saving changes nothing the public sees until a build goes live.
 */
export function SitePage() {
  const { builds: loaded, revisions } = useLoaderData<typeof siteLoader>();
  const { builds, lost } = useBuilds(loaded);
  const newest = revisions[0]?.id ?? 0;
  const find = (id: string | null) => builds.builds.find((build) => build.id === id) ?? null;
  return (
    <Container className="pt-6">
      <PageTitle>Website</PageTitle>
      <p className="mt-2 max-w-prose text-muted">
        Change your reviews, questions, projects and their photos, the words of your services and areas, and your
        business details. Each save is kept as a revision; the public site changes only when you build it and put the
        build live.
      </p>
      <EditorLinks />
      <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <Panel id="live-heading" title="Live site">
            <LiveSite
              live={find(builds.live)}
              previous={builds.previous === SEED ? SEED : find(builds.previous)}
              newest={newest}
            />
          </Panel>
          <Panel id="build-heading" title="Build and publish">
            <BuildPanel builds={builds} lost={lost} newest={newest} />
          </Panel>
        </div>
        <Panel id="history-heading" title="Saved revisions">
          <RevisionList revisions={revisions} />
        </Panel>
      </div>
    </Container>
  );
}
