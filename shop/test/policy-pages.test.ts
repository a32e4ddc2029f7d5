import { describe, expect, it } from 'vitest';
import { isPolicySlug, policyBlocks } from '../src/policy-pages.js';

describe('policyBlocks', () => {
  it('reads paragraphs, line breaks inside them and "- " lists, and nothing else', () => {
    expect(
      policyBlocks(
        'First line\r\nsecond line\n\n  \nWe ship with:\n- JNE\n• TIKI\nThen more.\n\n<b>as typed</b> & -not a list',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['We ship with:'] },
      { kind: 'list', items: ['JNE', 'TIKI'] },
      { kind: 'paragraph', lines: ['Then more.'] },
      { kind: 'paragraph', lines: ['<b>as typed</b> & -not a list'] },
    ]);
    expect(policyBlocks('   \n\n ')).toEqual([]);
  });

  it('knows the four pages', () => {
    expect(['shipping', 'returns', 'privacy', 'terms'].every(isPolicySlug)).toBe(true);
    expect(isPolicySlug('refunds')).toBe(false);
  });
});
