// Assertions on a gateway answer, shared by the test files.
import { expect } from 'vitest';
import type { GqlAnswer } from './stack.js';

/** The answer's data, once it is known to carry no errors. */
export function expectData<T = any>(answer: GqlAnswer<T>): T {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
}

/** One error, with this code (and a message matching this one, if given). */
export function expectGqlError(answer: GqlAnswer, code: string, message?: string | RegExp) {
  expect(answer.errors, JSON.stringify(answer.data)).toHaveLength(1);
  const [error] = answer.errors!;
  expect(error!.extensions?.code).toBe(code);
  if (message !== undefined) expect(error!.message).toMatch(message);
}

/** The first error's code and message. */
export const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, any> }[] }) => ({
  code: answer.errors?.[0]?.extensions?.code,
  message: answer.errors?.[0]?.message,
});
