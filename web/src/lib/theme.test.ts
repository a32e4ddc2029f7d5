// The system holds the recipe of every Chakra component the app imports: a component whose recipe is missing would
// render unstyled (Chakra falls back to an empty recipe), so no screen test would notice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from './theme';

const SRC = path.resolve(__dirname, '..');

/** Components that draw with another component's recipe as well as (or instead of) their own. */
const ALSO_USES: Record<string, string[]> = {
  Checkbox: ['checkmark'],
  RadioGroup: ['radiomark'],
  InputGroup: ['inputAddon', 'input'],
  CloseButton: ['button'],
  IconButton: ['button'],
  ButtonGroup: ['button'],
  SkeletonText: ['skeleton'],
  Dialog: ['button'],
  Drawer: ['button'],
  Toaster: ['toast', 'button', 'spinner'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedComponents(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .replace(/\btype\b/, '')
          .split(' as ')[0]!
          .trim();
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
}

const keyOf = (component: string) => component[0]!.toLowerCase() + component.slice(1);

describe('the Chakra system', () => {
  const components = importedComponents();

  it('finds the components the app imports', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'Card', 'Dialog', 'Table', 'Toaster']));
  });

  it.each(components)('has the recipes %s draws with', (component) => {
    const keys = [keyOf(component), ...(ALSO_USES[component] ?? [])];
    for (const key of keys) {
      const plain = defaultSystem.getRecipe(key);
      const slot = defaultSystem.getSlotRecipe(key);
      if (plain) expect(system.getRecipe(key), `recipe ${key}`).toEqual(plain);
      if (slot) expect(system.getSlotRecipe(key), `slot recipe ${key}`).toEqual(slot);
    }
  });
});
