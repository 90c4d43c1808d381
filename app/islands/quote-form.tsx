import { QuoteForm } from "../components/sections/quote-form";
import { hydrateIsland } from "../lib/islands/hydrate";

export default hydrateIsland(QuoteForm);
