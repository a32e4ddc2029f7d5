// What a page wrapping its lower parts in HydrateLater relies on: React takes the rest of the page over first (the
// page is marked usable then), adopts the lower part's server HTML just after, and a tap that lands on the lower
// part before then is still handled.
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from './hydrate-later';

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function Page({ log, onTap }: { log: string[]; onTap: () => void }) {
  return (
    <main>
      <Part name="first screen" log={log} />
      <HydrateLater>
        <Part name="footer" log={log} />
        <button type="button" onClick={onTap}>
          Contact
        </button>
      </HydrateLater>
    </main>
  );
}

/**
 * React's scheduler gives the browser its turn every 5 ms: the first screen's effect here takes longer, as a real
 * page's do, so that the page's next task (taking the lower part over) waits for the browser's next turn.
 */
const EFFECT_MS = 8;

function Part({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(name);
    const until = performance.now() + EFFECT_MS;
    while (performance.now() < until) {
      // busy, as a page's effects are
    }
  }, [log, name]);
  return <p>{name}</p>;
}

/** The server's HTML in the document, taken over by React as main.tsx does. */
function serverRendered(onTap: () => void) {
  const log: string[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page log={[]} onTap={onTap} />);
  const button = container.querySelector('button')!;
  const errors: unknown[] = [];
  // Resolves once React has committed the page around the lower part (main.tsx marks <html data-ready> then).
  const shellCommitted = new Promise<void>((resolve) => {
    root = hydrateRoot(
      container,
      <Page
        log={new Proxy(log, {
          get(target, key, receiver) {
            if (key === 'push') {
              return (entry: string) => {
                const length = target.push(entry);
                if (entry === 'first screen') resolve();
                return length;
              };
            }
            return Reflect.get(target, key, receiver) as unknown;
          },
        })}
        onTap={onTap}
      />,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { log, button, errors, shellCommitted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('HydrateLater', () => {
  it('is taken over after the rest of the page, adopting the server HTML', async () => {
    const { log, button, errors, shellCommitted } = serverRendered(() => {});
    await shellCommitted;
    expect(log).toEqual(['first screen']);

    await settle();
    expect(log).toEqual(['first screen', 'footer']);
    // The server's button stayed: adopted, not rendered afresh.
    expect(button.isConnected).toBe(true);
    expect(errors).toEqual([]);
  });

  it('handles a tap that lands on it before React has taken it over', async () => {
    const onTap = vi.fn();
    const { log, button, errors, shellCommitted } = serverRendered(onTap);
    await shellCommitted;
    expect(log).toEqual(['first screen']);

    button.click();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });
});
