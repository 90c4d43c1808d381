import { me } from "../../shared/api/leads";
import { api } from "./api";

/** Who is signed in; an owner may also edit the website, staff work the leads only (the server enforces it). */
export const layoutLoader = () => api("me", { expect: me });
