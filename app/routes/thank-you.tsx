import { Confirmation } from "../components/sections/confirmation";
import { confirmationPage } from "../loaders/confirmation.server";
import { siteDocument } from "../content/site-document.server";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/thank-you";

export const loader = () => confirmationPage(siteDocument(), "home");

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function ThankYouRoute({ loaderData: page }: Route.ComponentProps) {
  return <Confirmation title={page.title} text={page.text} again={page.again} phone={siteConfig.phone} />;
}
