// What a page rendering its lower parts through hydrateLater relies on: React takes the rest of the page over first
// (the page is marked usable then), adopts the lower part's server HTML just after, a tap that lands on the lower
// part before then is still handled, and the page rendering again meanwhile does not make React drop that HTML.
import { useEffect, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateLater } from './hydrate-later';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * React's scheduler gives the browser its turn every 5 ms: the first screen's effect here takes longer, as a real
 * page's do, so that the page's next task (taking the lower part over) waits for the browser's next turn.
 */
const EFFECT_MS = 8;

interface Log {
  entries: string[];
  /** Called as each part's effect runs. */
  onEntry: (name: string) => void;
}

function Part({ name, log }: { name: string; log: Log }) {
  useEffect(() => {
    log.entries.push(name);
    log.onEntry(name);
    const until = performance.now() + EFFECT_MS;
    while (performance.now() < until) {
      // busy, as a page's effects are
    }
  }, [log, name]);
  return <p>{name}</p>;
}

function Footer({ log, onTap }: { log: Log; onTap: () => void }) {
  return (
    <footer>
      <Part name="footer" log={log} />
      <button type="button" onClick={onTap}>
        Contact
      </button>
    </footer>
  );
}

const LaterFooter = hydrateLater(Footer);

const noSubscription = () => () => {};

/**
 * The page; `renderAgain` makes it render again at once after React has taken it over, as a page reading a
 * visitor's stored cart does (useSyncExternalStore with another answer than the server's).
 */
function Page({ log, onTap, renderAgain }: { log: Log; onTap: () => void; renderAgain: boolean }) {
  const rendering = useSyncExternalStore(
    noSubscription,
    () => (renderAgain ? 'in the browser' : 'as on the server'),
    () => 'as on the server',
  );
  return (
    <main data-rendering={rendering}>
      <Part name="first screen" log={log} />
      <LaterFooter log={log} onTap={onTap} />
    </main>
  );
}

/** The server's HTML in the document, taken over by React as main.tsx does. */
function serverRendered({ onTap = () => {}, renderAgain = false } = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  const quiet: Log = { entries: [], onEntry: () => {} };
  container.innerHTML = renderToString(<Page log={quiet} onTap={onTap} renderAgain={false} />);
  const button = container.querySelector('button')!;
  const errors: unknown[] = [];
  // shellCommitted resolves once React has committed the page around the lower part (main.tsx marks <html
  // data-ready> then), footerCommitted once it has taken the lower part over: the tests wait for these events.
  const log: Log = { entries: [], onEntry: () => {} };
  const committed = (part: string) =>
    new Promise<string[]>((resolve) => {
      const previous = log.onEntry;
      log.onEntry = (name) => {
        previous(name);
        if (name === part) resolve([...log.entries]);
      };
    });
  const shellCommitted = committed('first screen');
  const footerCommitted = committed('footer');
  root = hydrateRoot(container, <Page log={log} onTap={onTap} renderAgain={renderAgain} />, {
    onRecoverableError: (error) => errors.push(error),
  });
  return { log, button, errors, shellCommitted, footerCommitted, container };
}

describe('hydrateLater', () => {
  it('is taken over after the rest of the page, adopting the server HTML', async () => {
    const { log, button, errors, shellCommitted, footerCommitted } = serverRendered();
    expect(await shellCommitted).toEqual(['first screen']);
    expect(log.entries).toEqual(['first screen']);

    expect(await footerCommitted).toEqual(['first screen', 'footer']);
    // The server's button stayed: adopted, not rendered afresh.
    expect(button.isConnected).toBe(true);
    expect(errors).toEqual([]);
  });

  it('handles a tap that lands on it before React has taken it over', async () => {
    const onTap = vi.fn();
    const { log, button, errors, shellCommitted } = serverRendered({ onTap });
    await shellCommitted;
    expect(log.entries).toEqual(['first screen']);

    button.click();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it('keeps the server HTML when the page renders again before React has taken the part over', async () => {
    const { log, button, errors, container, footerCommitted } = serverRendered({ renderAgain: true });
    await footerCommitted;
    await vi.waitFor(() => expect(container.querySelector('main')!.dataset.rendering).toBe('in the browser'));
    expect(log.entries).toContain('footer');
    expect(button.isConnected).toBe(true);
    expect(errors).toEqual([]);
  });
});
