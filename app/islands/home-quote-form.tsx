import { HomeQuoteForm } from "../components/sections/home-quote-form";
import { hydrateIsland } from "../lib/islands/hydrate";

export default hydrateIsland(HomeQuoteForm);
