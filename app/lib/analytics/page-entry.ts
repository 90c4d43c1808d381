// The page analytics as a module of its own (config/islands-build.ts): every page imports it after first paint
// (app/enhance/analytics.ts), and it is cached from then on.
export { startPageAnalytics as default } from "./page-analytics";
