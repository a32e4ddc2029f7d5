// Auditing screens with axe-core: each screen is opened, waited for, checked for serious or critical violations
// (all violations are attached to the report and printed) and, on a phone, for sideways scrolling.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
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
}

export const h1 = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name, exact: true });

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Opens each screen, runs axe on it and, on phones, measures sideways scrolling; soft failures, all reported. */
export async function audit(page: Page, screens: Screen[], testInfo: TestInfo) {
  const phone = (page.viewportSize()?.width ?? 0) <= 360;
  const report: Record<string, Finding[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    // A screen that does not show its content is reported, and the others are still audited.
    await expect.soft(screen.ready(page), `${screen.path} shows its content`).toBeVisible();
    if (!(await screen.ready(page).isVisible())) continue;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const results = await new AxeBuilder({ page }).analyze();
    const findings = results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)}`),
    }));
    report[screen.path] = findings;
    expect
      .soft(
        findings.filter((finding) => FAILING_IMPACTS.includes(finding.impact)),
        `serious or critical axe violations on ${screen.path}`,
      )
      .toEqual([]);

    if (phone) {
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        inner: window.innerWidth,
      }));
      expect
        .soft(widths.scroll, `${screen.path} scrolls sideways at ${widths.inner} px`)
        .toBeLessThanOrEqual(widths.inner);
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
