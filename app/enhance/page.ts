// The entry the build compiles and inlines into every page (scripts/page-scripts.ts).
import { enhance } from "./enhance";

enhance();
