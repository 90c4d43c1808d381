import type { IconName } from "../../app/components/ui/icon";
import type { EditorPage } from "./content-draft";

interface SiteEditor {
  /** The editor's name: its link on the Website page and its page's heading. */
  title: string;
  /** Its link's line on the Website page (components/editor-links.tsx). */
  text: string;
  icon: IconName;
  /** What its page says under the heading (components/editor-frame.tsx). */
  intro: string;
}

/** Each site editor once, in the order the Website page lists them; each is at /admin/site/<its key>. */
export const siteEditors: Record<EditorPage, SiteEditor> = {
  reviews: {
    title: "Reviews",
    text: "The Reviews page's and the home page's: add, correct, hide and order them.",
    icon: "Star",
    intro:
      "Add your customers' reviews, correct them, hide one from the site (it is kept here) and choose their order. The home page's testimonials are a list of their own, below. Saving keeps a new revision; building publishes it.",
  },
  faqs: {
    title: "Questions",
    text: "The FAQ page's and the home page's.",
    icon: "MessageSquareText",
    intro:
      "Write the questions customers ask and your answers, then choose which ones the FAQ page and the home page show, in what order.",
  },
  projects: {
    title: "Projects",
    text: "Add jobs with their photos; feature and order them.",
    icon: "Images",
    intro:
      "The jobs your Projects page shows, in its order: add one with its photos, change one, feature it, take it down or put it back. Saving keeps a new revision; building publishes it.",
  },
  services: {
    title: "Services and areas",
    text: "The words of each service, area and suburb page.",
    icon: "Wrench",
    intro:
      "The words of each service's page and cards, what the site says about each area, and the words of the seven suburbs' own pages. Which services and areas there are, and their photos, stay as the website has them. Saving keeps a new revision; building publishes it.",
  },
  pages: {
    title: "Page words",
    text: "Each page's headings, its words in search results, and the home, About, Services and quote pages' own sections.",
    icon: "House",
    intro:
      "The words the pages say beside your lists: the heading at the top of each page, the sections' headings, the home, About, Services and quote pages' own sections, and what search results show of each page. A claim such as {yearsTrading} is written as its name in braces and shows as you set it under Business details. Saving keeps a new revision; building publishes it.",
  },
  settings: {
    title: "Business details",
    text: "Name, numbers, links, ratings and hours.",
    icon: "Building2",
    intro:
      "Your business's name, numbers and addresses, and the ratings, hours and other facts the pages state. Keep them true: customers and search engines read them.",
  },
};

/** The editor's page heading and intro, for `EditorFrame`. */
export const editorHeading = (page: EditorPage) => ({ title: siteEditors[page].title, intro: siteEditors[page].intro });

/** The editor's address in the dashboard. */
export const editorPath = (page: EditorPage) => `/admin/site/${page}`;
