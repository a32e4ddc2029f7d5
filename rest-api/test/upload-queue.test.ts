// The bounded queue that image processing runs through (fault 8: 24 uploads of 3 MB, 8 at once, lifted the REST
// API's memory by 240 MB for good; each was decoded at once, with nothing bounding how many).
import { describe, expect, it } from 'vitest';
import { QueueFullError, WorkQueue } from '../src/lib/work-queue.js';
import { IMAGE_WAITING, IMAGE_WORKERS } from '../src/plugins/storage.js';

/** A task that runs until released, recording how many of its kind run at once. */
function gate() {
  let active = 0;
  let mostAtOnce = 0;
  const started: number[] = [];
  const releases: (() => void)[] = [];
  const task = (id: number) => async () => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    started.push(id);
    await new Promise<void>((resolve) => releases.push(resolve));
    active -= 1;
    return id;
  };
  return {
    task,
    started,
    get active() {
      return active;
    },
    get mostAtOnce() {
      return mostAtOnce;
    },
    /** Releases the running tasks, then lets the queue hand their slots over. */
    async releaseAll() {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks at once, the rest in the order given', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 10 });
    const work = gate();
    const results = Array.from({ length: 7 }, (_, id) => queue.run(work.task(id)));
    await settle();
    expect(work.active).toBe(2);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(5);
    while (work.started.length < 7 || work.active > 0) {
      expect(work.active).toBeLessThanOrEqual(2);
      await work.releaseAll();
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(work.started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(work.mostAtOnce).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a task when every slot and every waiting place is taken, and takes tasks again once one ends', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxWaiting: 3 });
    const work = gate();
    const accepted = Array.from({ length: 5 }, (_, id) => queue.run(work.task(id)));
    await settle();
    expect(queue.full).toBe(true);
    let ranRefused = false;
    await expect(
      queue.run(async () => {
        ranRefused = true;
      }),
    ).rejects.toBeInstanceOf(QueueFullError);
    expect(ranRefused).toBe(false);
    expect(queue.waiting).toBe(3);

    await work.releaseAll(); // two end, and two of the waiting take their slots: two places free
    expect(queue.waiting).toBe(1);
    expect(queue.full).toBe(false);
    const later = [queue.run(work.task(98)), queue.run(work.task(99))];
    await settle();
    expect(queue.full).toBe(true);
    while (work.active > 0) await work.releaseAll();
    expect(await Promise.all([...accepted, ...later])).toEqual([0, 1, 2, 3, 4, 98, 99]);
    expect(work.mostAtOnce).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = queue.run(async () => {
      throw new Error('broken image');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('broken image');
    expect(await next).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('with no waiting places, refuses whatever finds every slot busy', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    const work = gate();
    const first = queue.run(work.task(1));
    await settle();
    await expect(queue.run(work.task(2))).rejects.toBeInstanceOf(QueueFullError);
    await work.releaseAll();
    expect(await first).toBe(1);
    expect(await queue.run(async () => 'again')).toBe('again');
  });
});

describe('the image queue', () => {
  it('is sized for a server: about two images per core, one thread of the pool kept free, a bounded wait list', () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE || 4);
    expect(IMAGE_WORKERS).toBeGreaterThanOrEqual(1);
    expect(IMAGE_WORKERS).toBeLessThanOrEqual(Math.max(1, pool - 1));
    expect(Number.isFinite(IMAGE_WAITING)).toBe(true);
    expect(IMAGE_WAITING).toBe(2 * IMAGE_WORKERS);
  });
});
