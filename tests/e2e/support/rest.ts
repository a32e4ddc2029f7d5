// The REST API behind the shop, for what a journey needs outside the browser: the e-mails the shop wrote
// (GET /dev/outbox) and the seeded products' ids. Global setup exports E2E_REST_URL for the stack it starts;
// against a shop that already runs, set it beside E2E_BASE_URL (default: the REST API's default port).
import { expect } from '@playwright/test';

/** The Client-Id every API call carries (storefront.md §7). */
const CLIENT_ID = 'client_web';

export function restUrl(): string {
  return (process.env.E2E_REST_URL || 'http://127.0.0.1:8080').replace(/\/$/, '');
}

async function restGet<T>(path: string): Promise<T> {
  const response = await fetch(`${restUrl()}${path}`, { headers: { 'client-id': CLIENT_ID } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function restSend<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${restUrl()}${path}`, {
    method,
    headers: {
      'client-id': CLIENT_ID,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The latest e-mails written to one address, newest first. */
export async function outbox(to: string): Promise<OutboxMessage[]> {
  const answer = await restGet<{ data: OutboxMessage[] }>(
    `/dev/outbox?to=${encodeURIComponent(to)}&limit=50`,
  );
  return answer.data;
}

/** Waits until an e-mail to `to` matches (the outbox is written with the change, but the page may be ahead). */
export async function waitForMail(
  to: string,
  matches: (message: OutboxMessage) => boolean,
  description: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(to)).find(matches);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}: ${description}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The confirmation link of the sign-up e-mail to `email` (links end in /confirmation/{token}). */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(
    email,
    (message) => message.links.some((link) => link.includes('/confirmation/')),
    'the sign-up confirmation link',
  );
  return mail.links.find((link) => link.includes('/confirmation/'))!;
}

export interface ShopProduct {
  id: string;
  productName: string;
  sellPrice: number;
  normalPrice: number;
  stock: number;
  colors: string[];
  sizes: string[];
  images: string[];
  /** The colour each image shows, in the images' order ('' for every colour). */
  imageColors: string[];
  /** The first image, or ''. */
  mainImage: string;
  /** Its variants (colour × size), each with its own stock. */
  variants: { id: string; sku: string; color: string; size: string; stock: number }[];
}

/** A product of the shop by its exact name (the demo seed's names are unique). */
export async function productNamed(name: string): Promise<ShopProduct> {
  const answer = await restGet<{ data: ShopProduct[] }>(
    `/public/v1/product?q=${encodeURIComponent(name)}&page=1&limit=20&skip=0`,
  );
  const product = answer.data.find((candidate) => candidate.productName === name);
  if (!product) throw new Error(`no product named ${name} in the shop`);
  return product;
}

/** Signs up through the API (what /sign-up sends) and follows the e-mailed link the way the page does. */
export async function signUpAndConfirmByApi(email: string, password: string): Promise<void> {
  await restSend('POST', '/public/v1/signup', { email, password, repeatPassword: password });
  const link = await confirmationLink(email);
  const token = link.split('/confirmation/')[1]!;
  const answer = await restGet<{ data: boolean }>(
    `/public/v1/users/confirmation?token=${encodeURIComponent(token)}`,
  );
  if (answer.data !== true) throw new Error(`the confirmation of ${email} answered ${String(answer.data)}`);
}

/** Ends a session on the server, as signing out elsewhere or an operator would: its tokens stop working. */
export async function endSession(accessToken: string): Promise<void> {
  await restSend('DELETE', '/v1/auth/logout', undefined, accessToken);
}

/** Signs in through the API (POST /v1/auth/login) and answers the access token, for a journey's set-up calls. */
export async function accessTokenOf(email: string, password: string): Promise<string> {
  const answer = await restSend<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
    email,
    password,
  });
  return answer.data.accessToken;
}

/**
 * Uploads an image as the back office does (POST /v1/upload/image, one file in the multipart field 'images'):
 * answers its URL (the large WebP; the shop shows the other widths of the same name).
 */
export async function uploadImage(
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<string> {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await fetch(`${restUrl()}/v1/upload/image`, {
    method: 'POST',
    headers: { 'client-id': CLIENT_ID, authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`the upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { url: string[] } }).data.url[0]!;
}

/** A call to the REST API with a bearer token (set-up and checks a journey makes outside the browser). */
export async function restAs<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  return restSend<T>(method, path, body, token);
}

export interface PlacedOrder {
  token: string;
  orderID: string;
  orderCode: string;
  amount: number;
}

/**
 * Places an order through POST /v1/order/checkout, as the storefront's checkout does (as the member whose token is
 * given, or a guest): priced by the server — the 409 a zero amount answers names the total — then placed.
 */
export async function checkoutByApi(
  body: {
    customerID: string;
    orderDetail: { productID: string; color: string; size: string; quantity: number }[];
    /** A voucher to take (the demo shop's LEMARI10, say). */
    voucherCode?: string;
  },
  token?: string,
): Promise<PlacedOrder> {
  const full = {
    shipment: {
      courier: 'jne',
      service: 'REG',
      name: 'Pelanggan Lemari',
      phone: '081234567890',
      address: 'Jl. Kebon Sirih 12',
      districtID: '152',
    },
    disabledPaymentMethod: ['bni_va', 'bca_va'],
    ...body,
  };
  const post = (amount: number) =>
    fetch(`${restUrl()}/v1/order/checkout`, {
      method: 'POST',
      headers: {
        'client-id': CLIENT_ID,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ ...full, amount }),
    });
  const quote = await post(0);
  const details = ((await quote.json()) as { details?: { amount?: number } }).details;
  if (quote.status !== 409 || typeof details?.amount !== 'number') {
    throw new Error(`checkout did not name its total (${quote.status})`);
  }
  const placed = await post(details.amount);
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${await placed.text()}`);
  return ((await placed.json()) as { data: PlacedOrder }).data;
}

/** A product of the shop by id, as the storefront reads it (its stock now). */
export async function shopProduct(id: string): Promise<ShopProduct> {
  return (await restGet<{ data: ShopProduct }>(`/public/v1/product/${id}`)).data;
}

/** Pays an order in the sandbox without its page (its form's POST), as the provider's notification would. */
export async function payInSandboxByApi(token: string, method = 'gopay'): Promise<void> {
  const response = await fetch(`${restUrl()}/payment-sandbox/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=pay&method=${method}`,
  });
  expect(response.status, `paying ${token} in the sandbox`).toBe(200);
  expect(await response.text()).toContain('Payment received');
}
