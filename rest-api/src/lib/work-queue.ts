// A bounded work queue: at most `concurrency` tasks run at once, at most `maxWaiting` more wait their turn, and a
// task beyond that is refused at once (QueueFullError) instead of being held, so memory stays bounded under a burst.

export class QueueFullError extends Error {
  constructor() {
    super('The work queue is full');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueueOptions {
  /** Tasks running at once (at least 1). */
  concurrency: number;
  /** Tasks waiting for a free slot (0: none wait, a task is refused when every slot is busy). */
  maxWaiting: number;
}

export class WorkQueue {
  readonly concurrency: number;
  readonly maxWaiting: number;
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(options: WorkQueueOptions) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency));
    this.maxWaiting = Math.max(0, Math.floor(options.maxWaiting));
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a slot now. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** True when a task given now would be refused. */
  get full(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.maxWaiting;
  }

  /** Runs the task when a slot is free (in the order given); throws QueueFullError when it cannot even wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) {
      this.#running += 1;
    } else if (this.#waiting.length < this.maxWaiting) {
      // The finishing task hands its slot over, so #running already counts this one.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      throw new QueueFullError();
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}
