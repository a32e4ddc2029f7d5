// Field checks the forms share. They are a convenience: the server checks everything again.

export const required =
  (message = 'This field is required') =>
  (value: unknown): string | undefined =>
    value === undefined || value === null || String(value).trim() === '' ? message : undefined;

export const email =
  (message = 'Enter a valid e-mail address') =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(value.trim())
      ? message
      : undefined;

/** Runs the checks in order and answers the first failure. */
export const all =
  (...checks: ((value: unknown) => string | undefined)[]) =>
  (value: unknown): string | undefined => {
    for (const check of checks) {
      const error = check(value);
      if (error) return error;
    }
    return undefined;
  };
