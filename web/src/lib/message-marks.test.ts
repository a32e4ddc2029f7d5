// The test build's marks (issue 32): every catalogue message, plain or with placeholders and tags, reads ⟦…⟧.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { marked } from '@/lib/i18n';

describe('message marks', () => {
  it('wraps each compiled message, placeholders and nested parts included, in ⟦…⟧', () => {
    const i18n = setupI18n({
      locale: 'en',
      messages: {
        en: marked({
          plain: 'Sold out',
          left: [['stock'], ' left'],
          tagged: ['Sent to <0>', ['email'], '</0>'],
        }),
      },
    });
    expect(i18n._('plain')).toBe('⟦Sold out⟧');
    expect(i18n._('left', { stock: 2 })).toBe('⟦2 left⟧');
    expect(i18n._('tagged', { email: 'sari@example.co.id' })).toBe('⟦Sent to <0>sari@example.co.id</0>⟧');
  });
});
