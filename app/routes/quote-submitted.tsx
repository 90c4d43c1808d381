import { Confirmation } from "../components/sections/confirmation";
import { confirmationPage } from "../loaders/confirmation.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/quote-submitted";

export const loader = () => confirmationPage(siteDocument(), "quote");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function QuoteSubmittedRoute({ loaderData: page }: Route.ComponentProps) {
  return <Confirmation title={page.title} text={page.text} again={page.again} phone={siteConfig.phone} />;
}
