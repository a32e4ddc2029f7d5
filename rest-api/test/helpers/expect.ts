// Assertions on API answers shared by the test files.
import { expect } from 'vitest';
import type { Answer } from './app.js';

/** The answer is exactly {"errors": "<message>"} with this status, and the message matches. */
export function expectError(answer: Answer, status: number, message: string | RegExp) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toEqual({ errors: expect.any(String) });
  expect(answer.body.errors).toMatch(message);
}

/** Awaits a call, checks its status and answers its body. */
export async function expectStatus(promise: Promise<Answer>, status: number) {
  const answer = await promise;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}
