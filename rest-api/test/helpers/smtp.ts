// A real SMTP server on 127.0.0.1 for mail tests: it records what it receives and can be stopped and started
// again on the same port, so a test can play a mail server that goes down and comes back.
import type { AddressInfo } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM of the envelope. */
  from: string;
  /** RCPT TO addresses of the envelope. */
  to: string[];
  subject: string;
  /** The decoded body of a single-part text message. */
  text: string;
  headers: Map<string, string>;
}

export interface TestSmtpServer {
  readonly port: number;
  /** Every message received since the server was first started, oldest first. */
  readonly received: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts listening again on the same port. */
  start(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (=?utf-8?Q?…?= and =?utf-8?B?…?=) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** Parses the raw message of a single-part e-mail as nodemailer writes a text-only one. */
export function parseMessage(raw: string): { headers: Map<string, string>; subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), text: text.replace(/\r\n/g, '\n') };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const instance = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', callback);
          stream.on('end', () => {
            const envelope = session.envelope;
            received.push({
              from: envelope.mailFrom ? envelope.mailFrom.address : '',
              to: envelope.rcptTo.map((address) => address.address),
              ...parseMessage(Buffer.concat(chunks).toString('utf8')),
            });
            callback();
          });
        },
      });
      instance.on('error', reject);
      const net = instance.listen(port, '127.0.0.1', () => {
        port = (net.address() as AddressInfo).port;
        server = instance;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        const instance = server;
        server = undefined;
        if (instance) instance.close(resolve);
        else resolve();
      }),
    start: () => (server ? Promise.resolve() : listen()),
  };
}

/** A plain (no TLS) nodemailer transport to 127.0.0.1:port, one connection per message. */
export function smtpTransport(port: number): Transporter {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 5000,
  });
}
