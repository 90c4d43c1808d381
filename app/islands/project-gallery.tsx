import { ProjectGallery } from "../components/sections/project-gallery";
import { hydrateIsland } from "../lib/islands/hydrate";

export default hydrateIsland(ProjectGallery);
