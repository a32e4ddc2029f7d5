// A local stand-in for Midtrans's HTTP API (Snap's create-transaction; the Core API's status, expire, cancel and
// refund), answering as Midtrans's documentation says, including its 401 for a wrong server key, and sending HTTP
// notifications signed as Midtrans signs them (SHA512 of order_id + status_code + gross_amount + server key) to the
// shop's notification URL. Each transaction follows Midtrans's status cycle: none until the customer picks a
// method on Snap (the Core API answers 404), then pending, settlement, capture, deny, expire or cancel. Tests queue
// outages and slow answers, and read what was sent to it.
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

/** Where a transaction stands at Midtrans, as its status API answers it. */
export interface TransactionState {
  transactionStatus: string;
  paymentType: string;
  transactionId: string;
  time: string;
  fraudStatus?: string;
  settlementTime?: string;
}

interface Transaction {
  orderId: string;
  grossAmount: number;
  /** Undefined until the customer picks a method on Snap. */
  paid?: TransactionState;
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
  /**
   * Moves a transaction to any status (pending when the customer picked a bank transfer, capture with a fraud
   * status, deny, …), as Midtrans would on its side; its transaction id stays the same.
   */
  setStatus(
    orderId: string,
    transactionStatus: string,
    extra?: { paymentType?: string; fraudStatus?: string },
  ): void;
  /** The transaction as the status API answers it now (undefined: none yet). */
  stateOf(orderId: string): TransactionState | undefined;
  /** Where notify() sends notifications: the shop's POST /v1/payment/notification. */
  notificationUrl: string;
  /**
   * Sends an HTTP notification for the transaction as it stands, or claiming something else (a late, repeated or
   * disagreeing notice), signed with the server key unless `signWith` says otherwise; answers the shop's answer
   * and how long it took.
   */
  notify(
    orderId: string,
    claim?: Partial<Record<string, string>>,
    signWith?: string,
  ): Promise<{ status: number; body: any; ms: number }>;
  /**
   * The body notify() would send (the transaction as it stands, or claiming something else), without sending it:
   * what someone who saw one notification could copy, change where the signature does not reach, and send.
   */
  bodyOf(
    orderId: string,
    claim?: Partial<Record<string, string>>,
    signWith?: string,
  ): Record<string, unknown>;
  /** Sends any body to the shop's notification URL, as notify() does; answers the shop's answer. */
  send(body: unknown): Promise<{ status: number; body: any; ms: number }>;
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

  /** status_code and status_message for each transaction_status, as the Core API answers them. */
  const CODES: Record<string, [string, string]> = {
    settlement: ['200', 'Success, transaction is found'],
    capture: ['200', 'Success, transaction is found'],
    pending: ['201', 'Success, transaction is pending'],
    deny: ['202', 'Transaction is denied'],
    cancel: ['200', 'Success, transaction is canceled'],
    expire: ['407', 'Success, transaction has expired'],
    refund: ['200', 'Success, transaction is found'],
    partial_refund: ['200', 'Success, transaction is found'],
  };

  /** The transaction's record as the status API and notifications give it, signed with the server key. */
  function record(transaction: Transaction, claim: Partial<Record<string, string>> = {}, key = serverKey) {
    const state = transaction.paid!;
    const transactionStatus = claim.transaction_status ?? state.transactionStatus;
    const [code, message] = CODES[transactionStatus] ?? ['200', 'Success, transaction is found'];
    const statusCode = claim.status_code ?? code;
    const grossAmount = claim.gross_amount ?? `${transaction.grossAmount}.00`;
    const orderId = claim.order_id ?? transaction.orderId;
    return {
      status_code: statusCode,
      status_message: message,
      transaction_id: state.transactionId,
      order_id: orderId,
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: state.paymentType,
      transaction_time: state.time,
      transaction_status: transactionStatus,
      ...(state.fraudStatus ? { fraud_status: state.fraudStatus } : {}),
      ...(state.settlementTime ? { settlement_time: state.settlementTime } : {}),
      ...claim,
      signature_key: createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex'),
    };
  }

  const notFound = (response: ServerResponse) =>
    json(response, 404, {
      status_code: '404',
      status_message: "Transaction doesn't exist.",
      id: randomUUID(),
    });

  function status(response: ServerResponse, orderId: string) {
    const transaction = transactions.get(orderId);
    // Until the customer picks a method on Snap, the Core API knows no transaction.
    if (!transaction?.paid) return notFound(response);
    return json(response, 200, record(transaction));
  }

  /**
   * POST /v2/{order_id}/expire or /cancel: a pending (or denied) transaction ends (expire answers status_code
   * 407, cancel 200; a capture may be cancelled too); one already settled, expired or cancelled answers 412; one
   * Midtrans does not know, 404.
   */
  function close(response: ServerResponse, orderId: string, call: 'expire' | 'cancel') {
    const transaction = transactions.get(orderId);
    if (!transaction?.paid) return notFound(response);
    const open = ['pending', 'deny', ...(call === 'cancel' ? ['capture'] : [])];
    if (!open.includes(transaction.paid.transactionStatus)) {
      return json(response, 200, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      });
    }
    transaction.paid.transactionStatus = call;
    const answer = record(transaction);
    const { signature_key: _signature, ...body } = answer;
    return json(response, 200, body);
  }

  let chargebackIds = 0;

  /**
   * POST /v2/{order_id}/refund as the Core API answers it: Midtrans's own status_code in the body, 200 with the
   * refund's refund_chargeback_id when approved; 404 for a transaction it does not know (or not paid yet), 412
   * when the amount is more than is left to refund. The same refund_key answers the refund it made before.
   */
  function refund(response: ServerResponse, orderId: string, body: any) {
    const transaction = transactions.get(orderId);
    if (!transaction?.paid) return notFound(response);
    if (!['settlement', 'capture', 'refund', 'partial_refund'].includes(transaction.paid.transactionStatus)) {
      return json(response, 200, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
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
        const closeMatch = request.method === 'POST' ? /^\/v2\/([^/]+)\/(expire|cancel)$/.exec(url) : null;
        if (closeMatch?.[1]) {
          return close(response, decodeURIComponent(closeMatch[1]), closeMatch[2] as 'expire' | 'cancel');
        }
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

  const known = (orderId: string) => {
    const transaction = transactions.get(orderId);
    if (!transaction) throw new Error(`the stand-in has no transaction ${orderId}`);
    return transaction;
  };

  const standIn: MidtransStandIn = {
    url: `http://127.0.0.1:${port}`,
    serverKey,
    requests,
    notificationUrl: '',
    override: (next) => overrides.push({ ...next }),
    pay(orderId, paymentType) {
      standIn.setStatus(orderId, 'settlement', { paymentType, fraudStatus: 'accept' });
    },
    setStatus(orderId, transactionStatus, extra = {}) {
      const transaction = known(orderId);
      const now = midtransTime(new Date());
      const before = transaction.paid;
      transaction.paid = {
        transactionId: before?.transactionId ?? randomUUID(),
        time: before?.time ?? now,
        paymentType: extra.paymentType ?? before?.paymentType ?? 'bank_transfer',
        transactionStatus,
        ...(extra.fraudStatus ? { fraudStatus: extra.fraudStatus } : {}),
        ...(transactionStatus === 'settlement' ? { settlementTime: now } : {}),
      };
    },
    stateOf: (orderId) => transactions.get(orderId)?.paid,
    notify: (orderId, claim = {}, signWith = serverKey) =>
      standIn.send(standIn.bodyOf(orderId, claim, signWith)),
    bodyOf(orderId, claim = {}, signWith = serverKey) {
      const transaction = known(orderId);
      if (!transaction.paid) throw new Error(`no transaction for ${orderId} yet: nothing to notify`);
      return record(transaction, claim, signWith);
    },
    async send(notification) {
      const started = Date.now();
      // As Midtrans sends it: a JSON POST, no Client-Id, no authorization.
      const response = await fetch(standIn.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Veritrans' },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
      return { status: response.status, body, ms: Date.now() - started };
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
  return standIn;
}
