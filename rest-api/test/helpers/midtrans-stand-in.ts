// A local stand-in for Midtrans's HTTP API (Snap's create-transaction and the Core API's status), answering as
// Midtrans does, including its 401 for a wrong server key; tests queue outages and slow answers, and read what
// was sent to it.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** What the next call answers instead of Midtrans's normal answer (body: JSON unless a string). */
export interface Override {
  status?: number;
  body?: unknown;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

interface Transaction {
  orderId: string;
  grossAmount: number;
  paid?: { paymentType: string; transactionId: string; time: string };
}

export interface MidtransStandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  serverKey: string;
  requests: RecordedRequest[];
  /** Queues an answer for the next call, whatever it is. */
  override(next: Override): void;
  /** The customer pays the order on Snap: the status API answers settlement from then on. */
  pay(orderId: string, paymentType: string): void;
  close(): Promise<void>;
}

const WIB_OFFSET_MS = 7 * 3600 * 1000;
const midtransTime = (date: Date) =>
  new Date(date.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export async function startMidtransStandIn(serverKey: string): Promise<MidtransStandIn> {
  const requests: RecordedRequest[] = [];
  const overrides: Override[] = [];
  const transactions = new Map<string, Transaction>();
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  function snap(response: ServerResponse, body: any) {
    const details = body?.transaction_details;
    if (typeof details?.order_id !== 'string' || !Number.isInteger(details?.gross_amount)) {
      return json(response, 400, { error_messages: ['transaction_details.order_id is required'] });
    }
    if (transactions.has(details.order_id)) {
      return json(response, 400, { error_messages: ['transaction_details.order_id has already been taken'] });
    }
    const items: any[] = Array.isArray(body.item_details) ? body.item_details : [];
    if (items.some((item) => typeof item.name !== 'string' || item.name.length > 50)) {
      return json(response, 400, { error_messages: ['item_details.name too long'] });
    }
    const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
    if (items.length > 0 && sum !== details.gross_amount) {
      return json(response, 400, {
        error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
      });
    }
    transactions.set(details.order_id, { orderId: details.order_id, grossAmount: details.gross_amount });
    const token = randomUUID();
    return json(response, 201, {
      token,
      redirect_url: `https://app.sandbox.midtrans.com/snap/v4/redirection/${token}`,
    });
  }

  function status(response: ServerResponse, orderId: string) {
    const transaction = transactions.get(orderId);
    // Until the customer picks a method on Snap, the Core API knows no transaction.
    if (!transaction?.paid) {
      return json(response, 404, {
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: randomUUID(),
      });
    }
    const grossAmount = `${transaction.grossAmount}.00`;
    return json(response, 200, {
      status_code: '200',
      status_message: 'Success, transaction is found',
      transaction_id: transaction.paid.transactionId,
      order_id: orderId,
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: transaction.paid.paymentType,
      transaction_time: transaction.paid.time,
      transaction_status: 'settlement',
      fraud_status: 'accept',
      settlement_time: transaction.paid.time,
      signature_key: createHash('sha512').update(`${orderId}200${grossAmount}${serverKey}`).digest('hex'),
    });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the text
      }
      const url = request.url ?? '/';
      requests.push({ method: request.method ?? '', url, headers: request.headers, body });

      const answer = () => {
        const override = overrides.shift();
        if (override && (override.status !== undefined || override.body !== undefined)) {
          return json(response, override.status ?? 200, override.body ?? '');
        }
        const isSnap = request.method === 'POST' && url === '/snap/v1/transactions';
        const statusMatch = request.method === 'GET' ? /^\/v2\/([^/]+)\/status$/.exec(url) : null;
        if (request.headers.authorization !== expectedAuth) {
          return isSnap
            ? json(response, 401, {
                error_messages: [
                  'Access denied due to unauthorized transaction, please check client or server key',
                  'Visit https://snap-docs.midtrans.com/#request-headers for more details',
                ],
              })
            : json(response, 401, {
                status_code: '401',
                status_message: 'Unknown Merchant server_key/id',
                id: randomUUID(),
              });
        }
        if (isSnap) return snap(response, body);
        if (statusMatch?.[1]) return status(response, decodeURIComponent(statusMatch[1]));
        return json(response, 404, { status_code: '404', status_message: 'Not found' });
      };
      const delay = overrides[0]?.delayMs;
      if (delay) {
        // A slow answer: the delay applies to this call, then the rest of the override (if any) is used.
        const override = overrides[0]!;
        delete override.delayMs;
        if (override.status === undefined && override.body === undefined) overrides.shift();
        setTimeout(answer, delay).unref();
      } else {
        answer();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    serverKey,
    requests,
    override: (next) => overrides.push({ ...next }),
    pay(orderId, paymentType) {
      const transaction = transactions.get(orderId);
      if (!transaction) throw new Error(`the stand-in has no transaction ${orderId}`);
      transaction.paid = { paymentType, transactionId: randomUUID(), time: midtransTime(new Date()) };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
