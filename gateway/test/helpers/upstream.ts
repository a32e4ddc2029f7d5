// A fetch for the gateway that records the calls it makes to the REST API.

export interface RecordingFetch {
  fetch: typeof fetch;
  /** Calls to the REST API since the last reset, as `format` writes them. */
  calls: string[];
  reset(): void;
}

/** "METHOD /path?query", the query decoded. */
export const methodAndPath = (method: string, url: URL) =>
  `${method} ${url.pathname}${decodeURIComponent(url.search)}`;

/** The path alone. */
export const pathOnly = (_method: string, url: URL) => url.pathname;

/**
 * Records every call to the REST API at `restUrl()` (none while it answers undefined, e.g. before the stack
 * has started), then makes it.
 */
export function recordingFetch(
  restUrl: () => string | undefined,
  format: (method: string, url: URL) => string = methodAndPath,
): RecordingFetch {
  const calls: string[] = [];
  const recording: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const rest = restUrl();
    if (rest !== undefined && url.origin === new URL(rest).origin) {
      calls.push(format(init?.method ?? 'GET', url));
    }
    return globalThis.fetch(input, init);
  };
  return {
    fetch: recording,
    calls,
    reset() {
      calls.length = 0;
    },
  };
}
