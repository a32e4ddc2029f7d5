// The shop's policy pages (issue 32): shipping, returns, privacy and terms, each a title and a body per language
// that staff write in the back office (Settings › Policies) and the footer links to (/policy/{slug}). Defined once
// for the REST API (which checks them), the gateway and the web app (the footer, the page and the form).

/** The four pages, in the footer's order. */
export const POLICY_SLUGS = ['shipping', 'returns', 'privacy', 'terms'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const isPolicySlug = (value: string): value is PolicySlug =>
  (POLICY_SLUGS as readonly string[]).includes(value);

/** A page's title: 1 to 120 characters once trimmed (it is the page's heading and its <title>). */
export const POLICY_TITLE_MAX_LENGTH = 120;
/** A page's body: at most 20,000 characters, about ten printed pages — far more than any shop's policy needs. */
export const POLICY_BODY_MAX_LENGTH = 20_000;

/**
 * A body's blocks as the page shows them. A body is plain text, never HTML: a blank line ends a paragraph, a line
 * break inside one is kept, and lines that start with "- " make a bulleted list. Nothing else means anything, so
 * whatever staff type (a "<" included) shows as typed.
 */
export type PolicyBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^[-•]\s+/u;

export function policyBlocks(body: string): PolicyBlock[] {
  const blocks: PolicyBlock[] = [];
  for (const chunk of body.replace(/\r\n?/gu, '\n').split(/\n\s*\n/u)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length > 0) flush();
        list.push(line.replace(BULLET, ''));
      } else {
        if (list.length > 0) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
