// Parts of a server-rendered page below its first screen (the footer, the grid's later cards, a product's
// details and related products): React takes them over just after the rest of the page instead of with it.
import { memo, Suspense, type ComponentType } from 'react';

/**
 * `Component` as server-rendered content that React may take over after the page around it (selective
 * hydration). The page is usable as soon as the rest is: React then hydrates this part in the next idle moments,
 * and a tap landing on it before that makes React take it over at once and then handle the tap. On a page the app
 * renders itself (a navigation inside it) it renders with the rest, as nothing in it waits.
 *
 * It adds no element (the server marks the boundary with comments), so it can stand in a grid or a list. It renders
 * again only when its props change (memo): the page around it rendering again before React has taken it over (a
 * visitor's stored cart, read once the page is the app's) would otherwise make React drop the server's HTML of
 * this part and render it afresh. So give it props that keep their identity: Apollo's answers, not new arrays.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>) {
  function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(Later);
}
