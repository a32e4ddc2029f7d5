import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backoffSeconds } from '../src/domains/mail/plugin.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { smtpTransport, startSmtpServer, type TestSmtpServer } from './helpers/smtp.js';

let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ mailTransport: smtpTransport(smtp.port) });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
// A test that stops the server and fails half-way must not take the mail server down for the next ones.
afterEach(() => smtp.start());

const PASSWORD = 'Shopper-pass-1';
const CONFIRMATION_LINK = /^http:\/\/shop\.test\/confirmation\/[\w-]{40,}$/;

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  links: string[];
  attempts: number;
  sent_at: string | null;
  last_error: string | null;
  /** Seconds from the database's now() to next_attempt_at. */
  due_in: number;
}

const newEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

function signUp(email: string) {
  return t.call('POST', '/public/v1/signup', {
    body: { email, password: PASSWORD, repeatPassword: PASSWORD },
  });
}

async function signUpNew(label: string): Promise<string> {
  const email = newEmail(label);
  expect((await signUp(email)).status).toBe(201);
  return email;
}

function outboxOf(email: string): Promise<OutboxRow[]> {
  return t.db.query<OutboxRow>(
    `SELECT id, to_address, subject, text_body, links, attempts, sent_at, last_error,
            extract(epoch FROM next_attempt_at - now()) AS due_in
     FROM outbox WHERE to_address = $1 ORDER BY created_at`,
    [email],
  );
}

async function onlyMessageTo(email: string): Promise<OutboxRow> {
  const rows = await outboxOf(email);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const receivedBy = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

/** Makes the messages to email (or every unsent one) due now, as if their retry time had come. */
const makeDue = (email?: string) =>
  t.db.execute(
    "UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE $1::text IS NULL OR to_address = $1",
    [email ?? null],
  );

/** Delivers everything left over, so that a test starts with nothing due from another. */
async function drainOutbox(): Promise<void> {
  await makeDue();
  await t.app.mail.deliverDue();
}

describe('backoffSeconds', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(backoffSeconds)).toEqual([
      30, 60, 120, 240, 480, 960, 1920, 3600, 3600,
    ]);
    expect(backoffSeconds(0)).toBe(30);
  });
});

describe('the outbox', () => {
  it('gets one row, with the confirmation link, per sign-up', async () => {
    const email = await signUpNew('one');
    const row = await onlyMessageTo(email);
    expect(row).toMatchObject({
      to_address: email,
      subject: 'Confirm your Lemari account',
      attempts: 0,
      sent_at: null,
      last_error: null,
    });
    expect(row.links).toHaveLength(1);
    expect(row.links[0]).toMatch(CONFIRMATION_LINK);
    expect(row.text_body).toContain(row.links[0]);
    expect(row.due_in).toBeLessThanOrEqual(0);
  });

  it('gets nothing from a sign-up that fails', async () => {
    const email = await signUpNew('twice');
    const before = await t.db.query('SELECT id FROM outbox');
    const duplicate = await signUp(email.toUpperCase());
    expect(duplicate.status).toBe(409);
    const mismatch = await t.call('POST', '/public/v1/signup', {
      body: { email: newEmail('mismatch'), password: PASSWORD, repeatPassword: 'Other-pass-1' },
    });
    expect(mismatch.status).toBe(400);
    expect(await t.db.query('SELECT id FROM outbox')).toEqual(before);
    expect(await outboxOf(email)).toHaveLength(1);
  });

  it("is written in the caller's transaction: a rolled-back change leaves no message", async () => {
    const email = newEmail('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mail.enqueue(tx, { to: email, subject: 'never', text: 'never sent', links: [] });
        expect(await tx.query('SELECT id FROM outbox WHERE to_address = $1', [email])).toHaveLength(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxOf(email)).toEqual([]);
  });
});

describe('deliverDue', () => {
  beforeAll(drainOutbox);

  it('sends a due message over SMTP and marks it sent, once', async () => {
    const email = await signUpNew('deliver');
    const { links } = await onlyMessageTo(email);

    expect(await t.app.mail.deliverDue()).toBe(1);
    const [mail, ...more] = receivedBy(email);
    expect(more).toEqual([]);
    expect(mail?.to).toEqual([email]);
    expect(mail?.from).toBe('no-reply@lemari.test');
    expect(mail?.headers.get('from')).toContain('Lemari');
    expect(mail?.subject).toBe('Confirm your Lemari account');
    expect(mail?.text).toContain(links[0]);

    const row = await onlyMessageTo(email);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();

    expect(await t.app.mail.deliverDue()).toBe(0);
    await makeDue(email); // even when due again, a sent message is never sent twice
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect(receivedBy(email)).toHaveLength(1);
  });

  it('keeps a message when the server is down, retries with backoff, and delivers it once it is back', async () => {
    await smtp.stop();
    const email = await signUpNew('down');

    expect(await t.app.mail.deliverDue()).toBe(0);
    let row = await onlyMessageTo(email);
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row.due_in).toBeGreaterThan(backoffSeconds(1) - 5);
    expect(row.due_in).toBeLessThanOrEqual(backoffSeconds(1));

    // Not due yet: a run now does not try again.
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect((await onlyMessageTo(email)).attempts).toBe(1);

    // Due, still down: the second failure waits twice as long.
    await makeDue(email);
    expect(await t.app.mail.deliverDue()).toBe(0);
    row = await onlyMessageTo(email);
    expect(row.attempts).toBe(2);
    expect(row.due_in).toBeGreaterThan(backoffSeconds(2) - 5);
    expect(row.due_in).toBeLessThanOrEqual(backoffSeconds(2));
    expect(receivedBy(email)).toEqual([]);

    // Back up and due: two senders racing deliver it exactly once.
    await smtp.start();
    await makeDue(email);
    const sent = await Promise.all([t.app.mail.deliverDue(), t.app.mail.deliverDue()]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(receivedBy(email)).toHaveLength(1);
    expect(receivedBy(email)[0]?.text).toContain(row.links[0]);
    row = await onlyMessageTo(email);
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row.sent_at).not.toBeNull();

    await makeDue(email);
    expect(await t.app.mail.deliverDue()).toBe(0);
    expect(receivedBy(email)).toHaveLength(1);
  });

  it('leases the messages it is sending, so a concurrent run does not pick them up', async () => {
    const emails = [await signUpNew('lease-a'), await signUpNew('lease-b')];
    const sent = await Promise.all([
      t.app.mail.deliverDue(),
      t.app.mail.deliverDue(),
      t.app.mail.deliverDue(),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const email of emails) expect(receivedBy(email)).toHaveLength(1);
  });
});

describe('GET /dev/outbox', () => {
  it('lists messages newest first, with recipient, subject, text and links', async () => {
    const emails = [await signUpNew('list-a'), await signUpNew('list-b'), await signUpNew('list-c')];
    const answer = await t.call('GET', '/dev/outbox', { query: { limit: 3 } });
    expect(answer.status).toBe(200);
    const messages = answer.body.data;
    expect(messages.map((message: { to: string }) => message.to)).toEqual([...emails].reverse());
    for (const message of messages) {
      expect(message).toEqual({
        id: expect.any(String),
        to: expect.any(String),
        subject: 'Confirm your Lemari account',
        text: expect.stringContaining(message.links[0]),
        links: [expect.stringMatching(CONFIRMATION_LINK)],
        createdAt: expect.any(String),
        sentAt: null,
        attempts: 0,
        lastError: null,
      });
    }
    const times = messages.map((message: { createdAt: string }) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by recipient, in any case, and shows delivery state', async () => {
    const email = await signUpNew('filter');
    await signUpNew('someone-else');
    const answer = await t.call('GET', '/dev/outbox', { query: { to: email.toUpperCase() } });
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ to: email, sentAt: null, attempts: 0 });

    await t.app.mail.deliverDue();
    const after = await t.call('GET', '/dev/outbox', { query: { to: email } });
    expect(after.body.data[0]).toMatchObject({ to: email, attempts: 1, lastError: null });
    expect(new Date(after.body.data[0].sentAt).toISOString()).toBe(after.body.data[0].sentAt);

    expect((await t.call('GET', '/dev/outbox', { query: { to: 'nobody@example.com' } })).body).toEqual({
      data: [],
    });
  });

  it('refuses a limit out of range', async () => {
    for (const limit of [0, 101]) {
      const answer = await t.call('GET', '/dev/outbox', { query: { limit } });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toMatch(/^limit/);
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' } });
    try {
      const answer = await production.call('GET', '/dev/outbox');
      expect(answer.status).toBe(404);
      expect(production.app.routeTable.some((route) => route.url.startsWith('/dev/'))).toBe(false);
    } finally {
      await production.close();
    }
  });
});
