import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
// format.ts's formatRupiah is the shop rules' one.
const format = readFileSync(path.resolve(__dirname, '../../../shop/src/rules.ts'), 'utf8');

describe("index.html's formatter warm-up", () => {
  it('loads the locale data of the rupiah formatter while the page waits for its scripts', () => {
    const warmUp =
      /requestIdleCallback[\s\S]*?new Intl\.NumberFormat\('([\w-]+)', \{ style: 'currency', currency: '(\w+)' \}\)/u.exec(
        html,
      );
    expect(warmUp, 'index.html warms up no currency formatter').not.toBeNull();
    // The same locale and currency as the rules' formatRupiah, or the data it loads is not the data the app uses.
    const [, locale, currency] = warmUp!;
    expect(format).toContain(`new Intl.NumberFormat('${locale}', {`);
    expect(format).toContain(`currency: '${currency}',`);
  });
});
