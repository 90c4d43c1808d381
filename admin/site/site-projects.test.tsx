// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test, vi } from "vitest";
import { conflictAnswer, fakeApi, siteContent, type ApiCall } from "../../test/support/site-editor";
import { contentAction, contentLoader, contentShouldRevalidate } from "./content-actions";
import { NewProjectPage, ProjectListPage, ProjectPage, ProjectsEditor } from "./site-projects";
import { renderAdminRoute } from "../../test/support/admin-route";
import { axePage } from "../../test/support/axe-page";
import { readSiteEnv } from "../../config/env";
import { checkContent } from "../../app/content/document";
import { projectDurations } from "../../app/content/names";
import { seedContent } from "../../app/content/seed";

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

type Content = ReturnType<typeof siteContent>;
const loaded = { revision: 7, content: siteContent(), savedAt: "2026-03-02T01:15:00Z", savedBy: "owner@example.co.nz" };

/** The projects editor as the dashboard routes it (admin/main.tsx), on the faked API. */
function renderProjects(path = "/admin/site/projects") {
  return renderAdminRoute(
    [
      { path: "/admin/site", Component: () => <h1>Website</h1> },
      {
        path: "/admin/site/projects",
        Component: ProjectsEditor,
        loader: contentLoader,
        action: contentAction,
        shouldRevalidate: contentShouldRevalidate,
        children: [
          { index: true, Component: ProjectListPage },
          { path: "new", Component: NewProjectPage },
          { path: ":id", Component: ProjectPage },
        ],
      },
    ],
    path,
  ).router;
}

/** The content API: the document as loaded, and each save kept as sent (revision 8, 9…). */
const contentApi = (call: ApiCall, calls: ApiCall[]) => {
  if (call.path !== "site/content") return undefined;
  if (call.method === "GET") return { status: 200, body: loaded };
  return {
    status: 200,
    body: { revision: 7 + saves(calls).length, content: (call.body as { content: Content }).content },
  };
};

const saves = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === "POST" && call.path === "site/content")
    .map((call) => call.body as { baseRevision: number; content: Content });

/** One project's card in the list, found by its heading (its title). */
const card = async (name: string) => (await screen.findByRole("heading", { name, level: 3 })).closest("li")!;

const save = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole("button", { name: "Save changes" }));
  await screen.findByText(/Saved\. Build the site to publish it\./);
};

/** A photo picked on the phone. */
const photo = (name: string) => new File([new Uint8Array(2000)], name, { type: "image/jpeg" });
const stored = (n: number) => `/media/owner/${String(n).padStart(20, "0")}.jpg`;

/** An answer held until the test lets it go: an upload under way. */
function held<T>(value: T) {
  let release!: () => void;
  const done = new Promise<T>((resolve) => (release = () => resolve(value)));
  return { done, release };
}

/** The gallery's photos in order: each one's heading and caption. */
const gallery = () =>
  within(screen.getByRole("list", { name: /^Photos of/ }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => {
      const item = heading.closest("li")!;
      return [heading.textContent, (within(item).getByRole("textbox") as HTMLInputElement).value];
    });
const photoItem = (n: number) =>
  within(screen.getByRole("list", { name: /^Photos of/ }))
    .getByRole("heading", { name: new RegExp(`^Photo ${n}\\b`), level: 3 })
    .closest("li")!;

describe("the projects list", () => {
  test("shows each project's cover, title, whether it is on the site and featured; its buttons save the right document", async () => {
    const user = userEvent.setup();
    const calls: ApiCall[] = fakeApi((call) => contentApi(call, calls));
    renderProjects();
    expect(await screen.findByRole("heading", { name: "Projects", level: 1 })).toBeTruthy();
    const pinhole = await card("Pinhole leak found with a thermal camera");
    const cylinder = await card("Hot water cylinder replaced in Papakura");
    const burst = await card("Burst pipe under a driveway");
    expect(pinhole.querySelector("img")!.getAttribute("src")).toBe(
      "/media/projects/thermal-pinhole-leak/wall-scan-480.webp",
    );
    expect(cylinder.querySelector("img")!.getAttribute("src")).toBe(
      "/admin/api/site/photos/0123456789abcdef0123-480.webp",
    );
    expect(within(pinhole).getByText("On the site")).toBeTruthy();
    expect(within(pinhole).getByText("Featured", { selector: "span" })).toBeTruthy();
    expect(within(pinhole).getByText("Top of Projects")).toBeTruthy();
    expect(within(burst).getByText("Not on the site")).toBeTruthy();
    expect(within(cylinder).queryByText(/^Featured/, { selector: "span" })).toBeNull();
    expect(
      within(cylinder).getByRole("link", { name: "Edit Hot water cylinder replaced in Papakura" }).getAttribute("href"),
    ).toBe("/admin/site/projects/2");

    const up = within(burst).getByRole("button", { name: "Move Burst pipe under a driveway up" });
    await user.click(up);
    await waitFor(() => expect(document.activeElement).toBe(up));
    expect(screen.getByText("Burst pipe under a driveway moved to 2 of 3.")).toBeTruthy();
    expect(
      within(screen.getByRole("list", { name: "Projects" }))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Pinhole leak found with a thermal camera",
      "Burst pipe under a driveway",
      "Hot water cylinder replaced in Papakura",
    ]);

    const featured = within(cylinder).getByRole("button", {
      name: "Featured: Hot water cylinder replaced in Papakura",
    });
    expect(featured.getAttribute("aria-pressed")).toBe("false");
    await user.click(featured);
    expect(featured.getAttribute("aria-pressed")).toBe("true");
    expect(within(cylinder).getByText("Top of Projects")).toBeTruthy();
    await user.click(
      within(pinhole).getByRole("button", { name: "Take down: Pinhole leak found with a thermal camera" }),
    );
    expect(within(pinhole).getByText("Not on the site")).toBeTruthy();
    expect(
      screen.getByText("Pinhole leak found with a thermal camera taken down: it stays here, off the site."),
    ).toBeTruthy();
    await user.click(within(burst).getByRole("button", { name: "Put on the site: Burst pipe under a driveway" }));
    expect(within(burst).getByText("On the site")).toBeTruthy();

    await save(user);
    const expected = siteContent();
    const [pin, cyl, bur] = expected.projects as [
      Content["projects"][0],
      Content["projects"][0],
      Content["projects"][0],
    ];
    expected.projects = [
      { ...pin, published: false },
      { ...bur, published: true },
      { ...cyl, featured: true },
    ];
    expect(await axePage()).toEqual([]);
    expect(saves(calls)).toEqual([{ baseRevision: 7, content: expected }]);
  });
});

describe("a project's page", () => {
  test("a new project gets the next free id, is shown unless hidden, and its address follows its title until saved", async () => {
    const user = userEvent.setup();
    const calls: ApiCall[] = fakeApi((call) =>
      call.path === "site/photos" && call.method === "POST"
        ? { status: 200, body: { src: stored(1), width: 2400, height: 1800 } }
        : contentApi(call, calls),
    );
    const router = renderProjects();
    await user.click(await screen.findByRole("link", { name: "Add a project" }));
    expect(await screen.findByRole("heading", { name: "New project", level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin/site/projects/4");
    expect((screen.getByRole("checkbox", { name: "Hide from the website" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole("textbox", { name: "Page address" })).toBeNull();

    const title = screen.getByRole("textbox", { name: "Title" });
    await user.type(title, "Kitchen leak, Ōtara");
    expect(screen.getByRole("heading", { name: "Kitchen leak, Ōtara", level: 1 })).toBeTruthy();
    expect(screen.getByText("/project/kitchen-leak-otara")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind of job" }), "Leak Detection");
    await user.selectOptions(screen.getByRole("combobox", { name: "Duration" }), "2 days");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "February");
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2025");
    // The one photo a project needs: the server refuses one without.
    await user.upload(screen.getByLabelText("Add photos"), photo("IMG_1.jpg"));
    await screen.findByText("1 photo added: write a caption for each.");

    // Back to the list and in again: the same working copy, the new project at the top, not saved yet.
    await user.click(screen.getByRole("link", { name: "Projects" }));
    const added = await card("Kitchen leak, Ōtara");
    expect(within(added).getByText("Not saved yet")).toBeTruthy();
    expect(within(added).getByText("On the site")).toBeTruthy();
    await user.click(within(added).getByRole("link", { name: "Edit Kitchen leak, Ōtara" }));
    await screen.findByRole("heading", { name: "Kitchen leak, Ōtara", level: 1 });

    await save(user);
    const sent = saves(calls)[0]!.content.projects[0]!;
    expect(sent).toMatchObject({
      id: 4,
      slug: "kitchen-leak-otara",
      formerSlugs: [],
      published: true,
      featured: false,
      title: "Kitchen leak, Ōtara",
      projectType: "Leak Detection",
      duration: "2 days",
      completedDate: "February 2025",
      gallery: [{ image: stored(1), caption: "" }],
      details: { challenge: "", solution: "", features: [""] },
    });
    expect(saves(calls)[0]!.content.projects.slice(1)).toEqual(siteContent().projects);

    // Saved: the address is a field of its own now, and stays as the title changes.
    const address = screen.getByRole("textbox", { name: "Page address" }) as HTMLInputElement;
    expect(address.value).toBe("kitchen-leak-otara");
    await user.type(screen.getByRole("textbox", { name: "Title" }), " (new tap)");
    expect(address.value).toBe("kitchen-leak-otara");
    const hint = () => document.getElementById(address.getAttribute("aria-describedby")!)!.textContent;
    expect(hint()).toMatch(/If you change it, the old address keeps working/);
    await user.clear(address);
    await user.type(address, "Kitchen Leak Otara 2025");
    expect(address.value).toBe("kitchen-leak-otara-2025");
    expect(hint()).toMatch(
      /The old address, \/project\/kitchen-leak-otara, will keep working once you save: it sends visitors on to the new one\./,
    );
  });

  test("the first save with only a title and a photo is valid, shown on the site; hiding it is one tick; passes axe", async () => {
    const user = userEvent.setup();
    // The server's own check (app/content/document.ts) of each project saved, beside the repository's.
    const seed = seedContent(readSiteEnv({}));
    const calls: ApiCall[] = fakeApi((call) => {
      if (call.path === "site/photos" && call.method === "POST")
        return { status: 200, body: { src: stored(1), width: 2400, height: 1800 } };
      if (call.path === "site/content" && call.method === "POST") {
        const sent = (call.body as { content: Content }).content.projects[0]!;
        const others = seed.projects.map((project) => ({ ...project, id: project.id + 100 }));
        const checked = checkContent({ ...seed, projects: [sent, ...others] });
        if (!checked.ok)
          return { status: 400, body: { error: "Some fields need changing.", problems: checked.problems } };
      }
      return contentApi(call, calls);
    });
    renderProjects("/admin/site/projects/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Kitchen tap swap");
    expect(screen.getByText(/a title and a photo are all it needs/)).toBeTruthy();
    const hide = screen.getByRole("checkbox", { name: "Hide from the website" }) as HTMLInputElement;
    expect(hide.checked).toBe(false);
    // Its kind and duration are unchosen, and may stay so.
    expect((screen.getByRole("combobox", { name: "Duration" }) as HTMLSelectElement).value).toBe("");
    expect(
      within(screen.getByRole("combobox", { name: "Duration" }))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose…", ...projectDurations]);
    await user.upload(screen.getByLabelText("Add photos"), photo("IMG_1.jpg"));
    expect(await screen.findByText("1 photo added: write a caption for each.")).toBeTruthy();
    expect(await axePage()).toEqual([]);

    await save(user);
    const sent = saves(calls)[0]!.content.projects[0]!;
    expect(sent).toMatchObject({
      title: "Kitchen tap swap",
      slug: "kitchen-tap-swap",
      published: true,
      image: stored(1),
    });
    expect(screen.queryByText(/problem/)).toBeNull();

    // Taken down later: one tick, saved as off the site.
    await user.click(hide);
    await save(user);
    expect(saves(calls)[1]!.content.projects[0]!.published).toBe(false);
    expect(await axePage()).toEqual([]);
  });

  test("an address another project has, or had, is said on its field before saving", async () => {
    const user = userEvent.setup();
    fakeApi((call) => contentApi(call, []));
    renderProjects("/admin/site/projects/3");
    const address = (await screen.findByRole("textbox", { name: "Page address" })) as HTMLInputElement;
    expect(address.getAttribute("aria-invalid")).toBeNull();
    // Project 2's former address still leads to it.
    await user.clear(address);
    await user.type(address, "cylinder-papakura");
    expect(address.getAttribute("aria-invalid")).toBe("true");
    const error = () => document.getElementById(address.getAttribute("aria-describedby")!.split(" ")[0]!)!.textContent;
    expect(error()).toBe("Another project has this address, or had it: Hot water cylinder replaced in Papakura.");
    await user.clear(address);
    await user.type(address, "thermal-pinhole-leak");
    expect(error()).toBe("Another project has this address, or had it: Pinhole leak found with a thermal camera.");
    await user.type(address, "-2");
    expect(address.getAttribute("aria-invalid")).toBeNull();

    // A new project's address, made from its title, is checked the same way.
    await user.click(screen.getByRole("link", { name: "Projects" }));
    await user.click(await screen.findByRole("link", { name: "Add a project" }));
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Burst pipe, driveway");
    expect(
      screen.getByText(
        "Another project has this address, or had it: Burst pipe under a driveway. Change the title a little, for example add the suburb.",
      ),
    ).toBeTruthy();
  });

  test("photos upload one at a time with their progress; captions, order, the cover and removing it", async () => {
    const user = userEvent.setup();
    const answers = [1, 2, 3].map((n) => held({ status: 200, body: { src: stored(n), width: 2400, height: 1800 } }));
    const calls: ApiCall[] = fakeApi((call) => {
      if (call.path === "site/photos" && call.method === "POST")
        return answers[calls.filter((c) => c.path === "site/photos").length - 1]!.done;
      return contentApi(call, calls);
    });
    renderProjects("/admin/site/projects/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "New bathroom");
    expect(screen.getByText(/None yet: the first photo you add becomes the cover\./)).toBeTruthy();

    const input = screen.getByLabelText("Add photos") as HTMLInputElement;
    expect(input).toMatchObject({ type: "file", multiple: true, accept: "image/*" });
    await user.upload(input, [photo("IMG_1.jpg"), photo("IMG_2.jpg"), photo("IMG_3.jpg")]);
    expect(await screen.findByText("Uploading photo 1 of 3…")).toBeTruthy();
    expect(screen.getByText("Uploading photo 1 of 3…").getAttribute("role")).toBe("status");
    answers[0]!.release();
    expect(await screen.findByText("Uploading photo 2 of 3…")).toBeTruthy();
    // The first photo of a project without a cover is its cover.
    expect(gallery()).toEqual([["Photo 1, Cover", ""]]);
    answers[1]!.release();
    await screen.findByText("Uploading photo 3 of 3…");
    answers[2]!.release();
    expect(await screen.findByText("3 photos added: write a caption for each.")).toBeTruthy();
    const sent = calls
      .filter((c) => c.path === "site/photos")
      .map((c) => ((c.body as FormData).get("photo") as File).name);
    expect(sent).toEqual(["IMG_1.jpg", "IMG_2.jpg", "IMG_3.jpg"]);
    expect(photoItem(2).querySelector("img")!.getAttribute("src")).toBe(
      "/admin/api/site/photos/00000000000000000002-480.webp",
    );

    await user.type(within(photoItem(1)).getByRole("textbox", { name: "Caption of photo 1" }), "Before");
    await user.type(within(photoItem(3)).getByRole("textbox", { name: "Caption of photo 3" }), "After");
    const up = within(photoItem(3)).getByRole("button", { name: "Move photo 3 up" });
    await user.click(up);
    expect(gallery()).toEqual([
      ["Photo 1, Cover", "Before"],
      ["Photo 2", "After"],
      ["Photo 3", ""],
    ]);

    // The cover cannot be removed until another photo is the cover.
    const removeCover = within(photoItem(1)).getByRole("button", { name: "Remove photo 1" });
    expect(removeCover.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(removeCover.getAttribute("aria-describedby")!)!.textContent).toBe(
      "The cover cannot be removed: use another photo as the cover first.",
    );
    await user.click(removeCover);
    expect(gallery()).toHaveLength(3);
    expect(within(photoItem(1)).queryByRole("button", { name: "Use photo 1 as the cover" })).toBeNull();

    await user.click(within(photoItem(2)).getByRole("button", { name: "Use photo 2 as the cover" }));
    expect(screen.getByText("Photo 2 is the cover now. Check what the cover photo shows, above.")).toBeTruthy();
    const alt = screen.getByRole("textbox", { name: "What the cover photo shows" });
    await waitFor(() => expect(document.activeElement).toBe(alt));
    await user.type(alt, "The finished shower");
    expect(gallery()).toEqual([
      ["Photo 1", "Before"],
      ["Photo 2, Cover", "After"],
      ["Photo 3", ""],
    ]);
    const remove = within(photoItem(1)).getByRole("button", { name: "Remove photo 1" });
    expect(remove.getAttribute("aria-disabled")).toBeNull();
    await user.click(remove);
    expect(gallery()).toEqual([
      ["Photo 1, Cover", "After"],
      ["Photo 2", ""],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(photoItem(1)));

    // The server saves a project only with its kind and duration chosen, and the editor reads back what it saved.
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind of job" }), "Leak Detection");
    await user.selectOptions(screen.getByRole("combobox", { name: "Duration" }), "2 days");
    await save(user);
    expect(saves(calls)[0]!.content.projects[0]).toMatchObject({
      id: 4,
      title: "New bathroom",
      image: stored(3),
      imageAlt: "The finished shower",
      gallery: [
        { image: stored(3), caption: "After" },
        { image: stored(2), caption: "" },
      ],
    });
  });

  test("a photo the server refuses is named with its words; the others are kept", async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const calls: ApiCall[] = fakeApi((call) => {
      if (call.path === "site/photos" && call.method === "POST") {
        uploads += 1;
        if (uploads === 2) return { status: 400, body: { error: "This file is not a photo we can use." } };
        return { status: 200, body: { src: stored(uploads + 10), width: 2400, height: 1800 } };
      }
      return contentApi(call, calls);
    });
    renderProjects("/admin/site/projects/3");
    await screen.findByRole("heading", { name: "Burst pipe under a driveway", level: 1 });
    expect(gallery()).toEqual([["Photo 1, Cover", "The trench"]]);
    await user.upload(screen.getByLabelText("Add photos"), [photo("a.jpg"), photo("b.heic"), photo("c.jpg")]);
    expect(
      await screen.findByText("2 photos added: write a caption for each. 1 photo not added: see why below."),
    ).toBeTruthy();
    expect(screen.getByText("b.heic: This file is not a photo we can use.")).toBeTruthy();
    // The cover stays the project's own.
    expect(gallery()).toEqual([
      ["Photo 1, Cover", "The trench"],
      ["Photo 2", ""],
      ["Photo 3", ""],
    ]);
    await save(user);
    expect(saves(calls)[0]!.content.projects[2]!.gallery.map((p) => p.image)).toEqual([
      "/media/projects/burst-pipe-driveway/trench.jpg",
      stored(11),
      stored(13),
    ]);
  });

  test("a 400's problems land on the project's fields by id; others' are linked from the page; passes axe", async () => {
    const user = userEvent.setup();
    fakeApi(({ method, path }) => {
      if (path !== "site/content") return undefined;
      if (method === "GET") return { status: 200, body: loaded };
      return {
        status: 400,
        body: {
          error: "Some fields need changing.",
          problems: [
            { path: "projects.0.gallery.1.caption", message: "Type something here." },
            { path: "projects.1.gallery.0.image", message: "This photo is missing." },
          ],
        },
      };
    });
    renderProjects("/admin/site/projects/1");
    const description = await screen.findByRole("textbox", { name: "Short description" });
    await user.type(description, " Again.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("There are 2 problems")).toBeTruthy();
    const caption = within(photoItem(2)).getByRole("textbox", { name: "Caption of photo 2" });
    expect(caption.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(caption));
    expect(
      screen.getByRole("button", {
        name: "Project “Pinhole leak found with a thermal camera”, photo 2, caption: Type something here.",
      }),
    ).toBeTruthy();
    // The other project's problem: a link to it, which its entry in the summary moves to.
    const other = screen.getByRole("link", { name: "Hot water cylinder replaced in Papakura" });
    await user.click(
      screen.getByRole("button", {
        name: "Project “Hot water cylinder replaced in Papakura”, photo 1: This photo is missing.",
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(other));
    await user.click(other);
    await screen.findByRole("heading", { name: "Hot water cylinder replaced in Papakura", level: 1 });
    expect(within(photoItem(1)).getByText("This photo is missing.")).toBeTruthy();
    expect(await axePage()).toEqual([]);
  });

  test("a 409 on a project shows what each side has differently; the choice is saved on their revision", async () => {
    const user = userEvent.setup();
    const theirs = siteContent();
    theirs.projects[0]!.description = "Their description.";
    theirs.projects[1]!.title = "Their cylinder";
    const calls: ApiCall[] = fakeApi((call) => {
      if (call.path !== "site/content") return undefined;
      if (call.method === "GET") return { status: 200, body: loaded };
      const body = call.body as { baseRevision: number; content: Content };
      if (body.baseRevision === 7) return conflictAnswer(loaded.content, theirs, body.content, 8);
      return { status: 200, body: { revision: 9, content: body.content } };
    });
    renderProjects("/admin/site/projects/1");
    const description = await screen.findByRole("textbox", { name: "Short description" });
    await user.clear(description);
    await user.type(description, "My description.");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const item = await screen.findByRole("group", { name: "Project “Pinhole leak found with a thermal camera”" });
    const version = (side: string) => {
      const radio = within(item).getByRole("radio", { name: side });
      return document.getElementById(radio.getAttribute("aria-describedby")!)!.textContent;
    };
    expect(version("Keep yours")).toBe("Pinhole leak found with a thermal cameraShort descriptionMy description.");
    expect(version("Take theirs")).toBe("Pinhole leak found with a thermal cameraShort descriptionTheir description.");
    await user.click(within(item).getByRole("radio", { name: "Take theirs" }));
    await user.click(screen.getByRole("button", { name: "Save with these choices" }));
    await screen.findByText(/Saved\. Build the site to publish it\./);
    const sent = saves(calls).at(-1)!;
    expect(sent.baseRevision).toBe(8);
    expect(sent.content.projects.map((p) => [p.id, p.title, p.description])).toEqual([
      [1, "Pinhole leak found with a thermal camera", "Their description."],
      [2, "Their cylinder", "A failed cylinder swapped for a new mains-pressure one."],
      [3, "Burst pipe under a driveway", "A burst water main dug out and replaced."],
    ]);
  });
});
