// Auditing screens with axe-core: each screen is opened, waited for, checked for serious or critical violations
// (all violations are attached to the report and printed) and, on a phone, for sideways scrolling and for
// controls past the screen's edge.
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.js';

export const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1366, height: 900 },
];
const FAILING_IMPACTS = ['serious', 'critical'];

export interface Screen {
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Locator;
  /**
   * What the shopper does there first, for a state the address alone does not open (a sheet, a search box's
   * suggestions): it answers what shows once done. The screen is named in the report with `as`.
   */
  act?: (page: Page) => Promise<Locator>;
  as?: string;
}

/**
 * The screen's heading, named as the spec's English says it; in Bahasa Indonesia (issue 23) the page's one level-1
 * heading, whatever its words.
 */
export const h1 = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true }).or(page.locator('html[lang="id"] h1')).first();

/** The languages every screen is audited in (issue 23). */
export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The browser speaks `language` to the shop from its next page on, as the switch in the header makes it. */
export async function useLanguage(context: BrowserContext, baseURL: string, language: Language) {
  await context.addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * The page's visible controls that lie past the screen's side edges: reachable only by scrolling a box sideways
 * (a wide table's Edit and Delete, say), which a phone's user may never find. A menu made to scroll sideways (the
 * member area's row of links, which brings the current one into view) and a row of cards made to be swiped (it
 * snaps sideways, and the next card peeking at the edge says there is more: the home page's new arrivals) are the
 * exceptions.
 */
async function controlsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main textarea, main [role="button"]',
    );
    return Array.from(controls)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // Visually hidden inputs (a file input under its label) are 1 px or less.
        if (box.width <= 1 || box.height <= 1 || control.closest('[aria-hidden="true"]')) return false;
        const scrolls = (element: Element | null) =>
          element !== null && ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
        if (scrolls(control.closest('nav'))) return false;
        for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
          if (scrolls(ancestor) && getComputedStyle(ancestor).scrollSnapType.startsWith('x')) return false;
        }
        return box.left < -1 || box.right > width + 1;
      })
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

/** Opens each screen, runs axe on it and, on phones, measures sideways scrolling; soft failures, all reported. */
export async function audit(page: Page, screens: Screen[], testInfo: TestInfo) {
  const phone = (page.viewportSize()?.width ?? 0) <= 360;
  const report: Record<string, Finding[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    // The page is in the language the test chose (the lang cookie), whatever it shows.
    const language = testInfo.titlePath.join(' ').includes('Bahasa Indonesia') ? 'id' : 'en';
    await expect
      .soft(page.locator('html'), `${screen.path} is in ${language}`)
      .toHaveAttribute('lang', language);
    // A screen that does not show its content is reported, and the others are still audited.
    const name = screen.as ?? screen.path;
    await expect.soft(screen.ready(page), `${name} shows its content`).toBeVisible();
    if (!(await screen.ready(page).isVisible())) continue;
    if (screen.act) {
      const shown = await screen.act(page);
      await expect.soft(shown, `${name} shows what was opened`).toBeVisible();
      if (!(await shown.isVisible())) continue;
    }
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // A sheet that has just opened fades and slides in: axe reads its texts' colours half-faded over the page (a
    // contrast failure no one sees) unless it waits until the screen has settled.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        // A spinner's or a skeleton's pulse never ends, and never carries the screen's text.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    );

    const results = await new AxeBuilder({ page }).analyze();
    const findings = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
    report[name] = findings;
    expect
      .soft(
        findings.filter((finding) => FAILING_IMPACTS.includes(finding.impact)),
        `serious or critical axe violations on ${name}`,
      )
      .toEqual([]);

    if (phone) {
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        inner: window.innerWidth,
      }));
      expect
        .soft(widths.scroll, `${name} scrolls sideways at ${widths.inner} px`)
        .toBeLessThanOrEqual(widths.inner);
      expect.soft(await controlsOffScreen(page), `${name}: controls past the screen's edge`).toEqual([]);
    }
  }
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  const lines = Object.entries(report).map(
    ([path, findings]) =>
      `  ${path}: ${findings.length === 0 ? 'none' : findings.map((f) => `${f.id} (${f.impact}, ${f.nodes.length})`).join(', ')}`,
  );
  process.stdout.write(`axe at ${page.viewportSize()?.width} px, ${testInfo.title}:\n${lines.join('\n')}\n`);
}
