// @vitest-environment jsdom
import { cleanup, render, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, test } from "vitest";
import { ownerSettingsOf, readSiteEnv } from "../../config/env";
import { checkContent, type OwnerProject, type SiteContent } from "../content/document";
import { seedContent } from "../content/seed";
import { ProjectCard } from "../components/sections/project-card";
import { projectDetailPage } from "../loaders/project-detail.server";
import { projectsPage } from "../loaders/projects.server";
import ProjectDetailRoute from "./project-detail";

// A project the owner saved with only a title and one photo (issue 45): its page and its card leave out every part
// it has nothing for, and its description for search results is made from what it has. The loaders are given a
// document with it, as a build from the dashboard gives them the owner's.

const photo = "/media/projects/thermal-imaging-pinhole-leak-detection/cover.jpg";
const bare: OwnerProject = {
  id: 100,
  slug: "kitchen-tap-swap",
  formerSlugs: [],
  published: true,
  featured: false,
  title: "Kitchen tap swap",
  description: "",
  image: "",
  imageAlt: "",
  client: "",
  projectType: "",
  isVideo: false,
  duration: "",
  location: "",
  completedDate: "",
  gallery: [{ image: photo, caption: "" }],
  details: { challenge: "", solution: "", features: [] },
};

const seed = seedContent(ownerSettingsOf(readSiteEnv({})));
// Checked as a save is: the schema makes its first photo the cover.
const checked = checkContent({ ...seed, projects: [bare, ...seed.projects] });
if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
const doc: SiteContent = checked.content;
afterEach(cleanup);

function pageOf(slug: string) {
  const page = projectDetailPage(doc, slug);
  const props = { loaderData: page } as unknown as ComponentProps<typeof ProjectDetailRoute>;
  return {
    page,
    view: render(
      <MemoryRouter>
        <ProjectDetailRoute {...props} />
      </MemoryRouter>,
    ),
  };
}

const meta = (page: { meta: unknown[] }, name: string) =>
  (page.meta as { name?: string; content?: string }[]).find((m) => m.name === name)?.content;
const creativeWork = (page: { meta: unknown[] }) =>
  (page.meta as { "script:ld+json"?: { "@type": string } }[])
    .map((m) => m["script:ld+json"])
    .find((block) => block?.["@type"] === "CreativeWork") as Record<string, unknown> | undefined;

describe("a project with only a title and a photo", () => {
  test("its page has no empty section: no story, facts, highlights, client, badge or testimonial", () => {
    const { view } = pageOf("kitchen-tap-swap");
    const main = view.container;
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe("Kitchen tap swap");
    for (const words of [
      "Project Overview",
      "The Challenge",
      "Our Solution",
      "Key Features",
      "Duration",
      "Location",
      "Completed",
      "Client:",
    ])
      expect(main.textContent, words).not.toContain(words);
    expect(main.querySelector("aside, dl, blockquote, ul:empty, p:empty, h3:empty")).toBeNull();
    // The photo is in its gallery, named by the project where it has no caption.
    expect(within(main).getByRole("heading", { name: "Project Documentation" })).toBeTruthy();
    expect(main.querySelector("figcaption")?.textContent).toBe("Kitchen tap swap, photo 1");
  });

  test("its description for search results, its title and its structured data are made from what it has", () => {
    const { page } = pageOf("kitchen-tap-swap");
    expect(meta(page, "description")).toMatch(/^Kitchen tap swap\. A plumbing project by .+\.$/);
    expect((page.meta as { title?: string }[])[0]?.title).toMatch(/^Kitchen tap swap: Plumbing Project/);
    expect(meta(page, "keywords")).toBe("plumbing project Auckland");
    const work = creativeWork(page)!;
    expect(work.description).toBe(meta(page, "description"));
    expect(work).not.toHaveProperty("locationCreated");
    // The cover is the photo, described by the title.
    expect((work.image as { caption: string }[]).map((image) => image.caption)).toEqual([
      "Kitchen tap swap",
      "Kitchen tap swap, photo 1",
    ]);
  });

  test("its card on /projects has no badge and no description", () => {
    const card = projectsPage(doc).others.find((p) => p.slug === "kitchen-tap-swap")!;
    const { container } = render(<ProjectCard project={card} />);
    expect(container.querySelectorAll("p")).toHaveLength(0);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("Kitchen tap swap");
    expect(container.textContent).toBe("Kitchen tap swapView Details of Kitchen tap swap");
  });

  test("a project with every part still shows each of them", () => {
    const { view, page } = pageOf("thermal-imaging-pinhole-leak-detection");
    for (const words of ["The Challenge", "Our Solution", "Key Features", "Duration", "Completed", "Client:"])
      expect(view.container.textContent, words).toContain(words);
    expect(creativeWork(page)).toHaveProperty("locationCreated");
  });
});
