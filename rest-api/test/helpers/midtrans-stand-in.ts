// A local stand-in for Midtrans's HTTP API (Snap's create-transaction, the Core API's status and refund), answering
// as Midtrans does, including its 401 for a wrong server key; tests queue outages and slow answers, and read what
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
  /** Refunds made, by refund_key: a request with a key already used answers the same refund again. */
  refunds: Map<string, { id: number; amount: number; time: string }>;
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
  /** Rupiah refunded so far for an order. */
  refunded(orderId: string): number;
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
    transactions.set(details.order_id, {
      orderId: details.order_id,
      grossAmount: details.gross_amount,
      refunds: new Map(),
    });
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

  let chargebackIds = 0;

  /**
   * POST /v2/{order_id}/refund as the Core API answers it: Midtrans's own status_code in the body, 200 with the
   * refund's refund_chargeback_id when approved; 404 for a transaction it does not know (or not paid yet), 412
   * when the amount is more than is left to refund. The same refund_key answers the refund it made before.
   */
  function refund(response: ServerResponse, orderId: string, body: any) {
    const transaction = transactions.get(orderId);
    if (!transaction?.paid) {
      return json(response, 404, {
        status_code: '404',
        status_message: "Transaction doesn't exist.",
        id: randomUUID(),
      });
    }
    const key = typeof body?.refund_key === 'string' ? body.refund_key : randomUUID();
    const done = [...transaction.refunds.values()].reduce((total, made) => total + made.amount, 0);
    const amount = body?.amount === undefined ? transaction.grossAmount - done : body.amount;
    let made = transaction.refunds.get(key);
    if (!made) {
      if (!Number.isInteger(amount) || amount <= 0 || amount > transaction.grossAmount - done) {
        return json(response, 200, {
          status_code: '412',
          status_message: 'Merchant cannot modify status of the transaction',
          id: randomUUID(),
        });
      }
      chargebackIds += 1;
      made = { id: chargebackIds, amount, time: midtransTime(new Date()) };
      transaction.refunds.set(key, made);
    }
    const refunded = [...transaction.refunds.values()].reduce((total, one) => total + one.amount, 0);
    return json(response, 200, {
      status_code: '200',
      status_message: 'Success, refund request is approved',
      transaction_id: transaction.paid.transactionId,
      order_id: orderId,
      gross_amount: `${transaction.grossAmount}.00`,
      currency: 'IDR',
      payment_type: transaction.paid.paymentType,
      transaction_time: transaction.paid.time,
      transaction_status: refunded < transaction.grossAmount ? 'partial_refund' : 'refund',
      refund_chargeback_id: made.id,
      refund_amount: `${made.amount}.00`,
      refund_key: key,
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
        const refundMatch = request.method === 'POST' ? /^\/v2\/([^/]+)\/refund$/.exec(url) : null;
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
        if (refundMatch?.[1]) return refund(response, decodeURIComponent(refundMatch[1]), body);
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
    refunded: (orderId) =>
      [...(transactions.get(orderId)?.refunds.values() ?? [])].reduce(
        (total, made) => total + made.amount,
        0,
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
