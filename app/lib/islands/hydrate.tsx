import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandName } from "../../../shared/island-names";
import { identifierPrefix, islandAttributes } from "./names";

/**
 * The root of every island, on the server (island.tsx) and in the browser alike, so both render the same tree.
 * In the browser it marks the island's element once React has committed there: the island now works.
 */
export function IslandRoot({ element, children }: { element?: HTMLElement; children: React.ReactNode }) {
  useEffect(() => element?.setAttribute(islandAttributes.hydrated, ""), [element]);
  return children;
}

/**
 * An island's client entry (app/islands/NAME.tsx): `export default hydrateIsland(Component)`. The loader
 * (loader.ts) calls the function with the island's element when it nears the viewport or is first touched; the
 * element's serialized props are the ones the build rendered it with (island.tsx).
 */
export function hydrateIsland<P extends object>(Component: ComponentType<P>) {
  return (element: HTMLElement): void => {
    const name = element.getAttribute(islandAttributes.name) as IslandName;
    const props = JSON.parse(element.getAttribute(islandAttributes.props) ?? "{}") as P;
    hydrateRoot(
      element,
      <IslandRoot element={element}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: identifierPrefix(name) },
    );
  };
}
