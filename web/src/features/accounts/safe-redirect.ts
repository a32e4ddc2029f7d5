// Where sign-in may send the person back to: only a path of this site, never another origin (an open redirect
// would let a link to our sign-in page forward a signed-in customer to a look-alike shop).
import { paths } from '@/lib/paths';

/** `redirect` as a same-origin path (with its search and hash), or undefined when it is not a safe one. */
export function safeRedirect(redirect: string | null | undefined): string | undefined {
  if (!redirect || !redirect.startsWith('/')) return undefined;
  // Protocol-relative (//evil.test) and backslash forms (/\evil.test, which browsers read as //) leave the site;
  // so do control characters, which URL parsing strips.
  if (redirect.startsWith('//') || redirect.includes('\\') || /\p{Cc}/u.test(redirect)) return undefined;
  const base = window.location.origin;
  let url: URL;
  try {
    url = new URL(redirect, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  // Back to sign-in (or sign-up) would only show the form again.
  if ([paths.signIn, paths.signUp, paths.register].includes(url.pathname as never)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
