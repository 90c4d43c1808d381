import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { IslandRoot } from "./hydrate";
import type { IslandName } from "../../../shared/island-names";
import { identifierPrefix, islandAttributes } from "./names";

/**
 * Pre-renders a React island: the component's HTML inside an element that names the island and carries its props
 * as JSON, for app/lib/islands/hydrate.tsx to hydrate from (docs/decisions/008-islands.md). The component is
 * rendered as its own root, exactly as the browser will hydrate it, so its `useId` values and markup match there;
 * rendered inline in the page, the ids would follow the page's tree and never match. Props must survive JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  className,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  className?: string;
}) {
  const attributes = { [islandAttributes.name]: name, [islandAttributes.props]: JSON.stringify(props) };
  return (
    <div
      {...attributes}
      className={className}
      dangerouslySetInnerHTML={{
        __html: renderToString(
          <IslandRoot>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: identifierPrefix(name) },
        ),
      }}
    />
  );
}
