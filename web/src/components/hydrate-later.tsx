// Parts of a server-rendered page below its first screen (the footer, the grid's later cards, a product's
// description and related products): React takes them over just after the rest of the page instead of with it.
import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that React may take over after the page around it (selective hydration). The page is
 * usable as soon as the rest is: React then hydrates this part in the next idle moments, and a tap landing on it
 * before that makes React take it over at once and then handle the tap. On a page the app renders itself (a
 * navigation inside it) it renders with the rest, as nothing in it waits.
 *
 * It adds no element (the server marks the boundary with comments), so it can sit inside a grid or a list; what
 * it holds should depend on props and context that do not change while the page is taken over, or React renders
 * it afresh instead of adopting the server's HTML.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
