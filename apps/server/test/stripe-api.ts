import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TPlans } from '@hivis/contracts';

/*
 * A small Stripe stand-in for API tests (there is no internet here, and tests must not touch a
 * real account). It speaks what the official SDK sends, form-encoded bodies with bracketed keys
 * and JSON answers, for only the endpoints the provider calls: prices by lookup key, customers,
 * checkout sessions, billing portal sessions, and subscriptions (retrieve, update, cancel). Every
 * request is recorded with its Idempotency-Key header, and a repeated key answers the first
 * answer again, as Stripe does. Point the server at it with STRIPE_API_URL.
 */

type Json = Record<string, unknown>;

export type RecordedRequest = { method: string; path: string; params: Json; idempotencyKey: string | null };

export type StubPrice = {
  id: string;
  object: 'price';
  active: boolean;
  lookup_key: string;
  currency: string;
  unit_amount: number | null;
  type: 'recurring' | 'one_time';
  recurring: { interval: string; interval_count: number } | null;
};

export type StubSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  created: number;
  metadata: Record<string, string>;
  items: { object: 'list'; has_more: false; data: Array<{ id: string; object: 'subscription_item'; price: StubPrice; quantity: number }> };
};

type StubCheckoutSession = Json & { id: string; customer: string; line_items: Array<{ price: string; quantity: number }>; subscription: string | null };

/** Prices for every lookup key the catalogue needs, at the catalogue's amounts unless overridden. */
export function pricesForCatalogue(catalogue: TPlans, amounts: Record<string, number> = {}): StubPrice[] {
  const price = (lookupKey: string, amount: number, monthly: boolean): StubPrice => ({
    id: `price_${lookupKey}`,
    object: 'price',
    active: true,
    lookup_key: lookupKey,
    currency: 'aud',
    unit_amount: amounts[lookupKey] ?? amount,
    type: monthly ? 'recurring' : 'one_time',
    recurring: monthly ? { interval: 'month', interval_count: 1 } : null,
  });
  return [
    ...catalogue.tiers.map((tier) => price(`plan_${tier.key}`, tier.monthlyPriceCents, true)),
    ...catalogue.packs.filter((pack) => pack.key !== catalogue.baseBundle).map((pack) => price(pack.key, pack.monthlyPriceCents, true)),
    ...catalogue.extras.map((extra) => price(extra.lookupKey, extra.priceCents, extra.billing === 'monthly')),
  ];
}

export class StripeApiStub {
  readonly requests: RecordedRequest[] = [];
  readonly prices = new Map<string, StubPrice>();
  readonly customers = new Map<string, Json>();
  readonly checkoutSessions = new Map<string, StubCheckoutSession>();
  readonly subscriptions = new Map<string, StubSubscription>();
  /** The next subscription update answers this card error (a declined proration payment). */
  declineNextUpdate = false;
  private readonly answered = new Map<string, { status: number; body: Json }>();
  private counter = 0;

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(prices: StubPrice[]): Promise<StripeApiStub> {
    let stub: StripeApiStub | null = null;
    const server = createServer((request, response) => {
      void stub?.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    stub = new StripeApiStub(server, `http://127.0.0.1:${port}`);
    for (const price of prices) stub.prices.set(price.lookup_key, price);
    return stub;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  requestsTo(method: string, pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((each) => each.method === method && each.path.startsWith(pathPrefix));
  }

  /** What Stripe does when the buyer pays: a customer's subscription from the session's recurring lines. */
  completeCheckout(checkoutSessionId: string): { session: Json; subscription: StubSubscription } {
    const session = this.checkoutSessions.get(checkoutSessionId);
    if (!session) throw new Error(`No checkout session ${checkoutSessionId}`);
    const subscription: StubSubscription = {
      id: this.nextId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      created: Math.floor(Date.now() / 1000),
      metadata: (session.subscription_data as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
      items: { object: 'list', has_more: false, data: [] },
    };
    for (const line of session.line_items) {
      const price = this.priceById(line.price);
      if (price?.type === 'recurring')
        subscription.items.data.push({ id: this.nextId('si'), object: 'subscription_item', price, quantity: Number(line.quantity) });
    }
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    return { session, subscription };
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test_${String(this.counter).padStart(6, '0')}`;
  }

  private priceById(id: string): StubPrice | undefined {
    return [...this.prices.values()].find((price) => price.id === id);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stub');
    const body = await readBody(request);
    const params = parseForm(request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    const replayKey = idempotencyKey ? `${request.method} ${url.pathname} ${idempotencyKey}` : null;
    const earlier = replayKey ? this.answered.get(replayKey) : undefined;
    const answer = earlier ?? this.route(request.method ?? 'GET', url.pathname, params);
    if (replayKey && !earlier) this.answered.set(replayKey, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${this.counter}` });
    response.end(JSON.stringify(answer.body));
  }

  private route(method: string, path: string, params: Json): { status: number; body: Json } {
    const ok = (body: Json) => ({ status: 200, body });
    if (method === 'GET' && path === '/v1/prices') {
      const keys = asArray(params.lookup_keys).map(String);
      const data = keys.map((key) => this.prices.get(key)).filter((price): price is StubPrice => price !== undefined && price.active);
      return ok({ object: 'list', url: '/v1/prices', has_more: false, data });
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: this.nextId('cus'), object: 'customer', email: params.email, name: params.name, metadata: params.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return ok(customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(params.customer ?? '');
      if (!this.customers.has(customer)) return missing(`No such customer: '${customer}'`);
      const id = this.nextId('bps');
      return ok({ id, object: 'billing_portal.session', customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${id}` });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ''));
      if (!subscription) return missing(`No such subscription: '${subscriptionPath[1]}'`);
      if (method === 'GET') return ok(subscription);
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        return ok(subscription);
      }
      if (method === 'POST') return this.updateSubscription(subscription, params);
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  private createCheckoutSession(params: Json): { status: number; body: Json } {
    const customer = String(params.customer ?? '');
    if (!this.customers.has(customer)) return missing(`No such customer: '${customer}'`);
    const lines = asArray(params.line_items).map((line) => line as { price: string; quantity: string });
    for (const line of lines) if (!this.priceById(line.price)) return missing(`No such price: '${line.price}'`);
    const id = this.nextId('cs');
    const session: StubCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      subscription_data: params.subscription_data ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      line_items: lines.map((line) => ({ price: line.price, quantity: Number(line.quantity) })),
      status: 'open',
      payment_status: 'unpaid',
      subscription: null,
      url: `https://checkout.stripe.test/c/pay/${id}`,
    };
    this.checkoutSessions.set(id, session);
    return { status: 200, body: session };
  }

  private updateSubscription(subscription: StubSubscription, params: Json): { status: number; body: Json } {
    if (this.declineNextUpdate) {
      this.declineNextUpdate = false;
      return { status: 402, body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } } };
    }
    for (const raw of asArray(params.items)) {
      const change = raw as { id?: string; price?: string; quantity?: string; deleted?: string };
      const price = change.price ? this.priceById(change.price) : undefined;
      if (change.price && !price) return missing(`No such price: '${change.price}'`);
      const index = subscription.items.data.findIndex((item) => item.id === change.id);
      if (change.id && index < 0) return missing(`No such subscription item: '${change.id}'`);
      if (change.deleted === 'true') subscription.items.data.splice(index, 1);
      else if (index >= 0) {
        const item = subscription.items.data[index];
        if (item && price) item.price = price;
        if (item && change.quantity !== undefined) item.quantity = Number(change.quantity);
      } else if (price) subscription.items.data.push({ id: this.nextId('si'), object: 'subscription_item', price, quantity: Number(change.quantity ?? 1) });
    }
    Object.assign(subscription.metadata, (params.metadata as Record<string, string> | undefined) ?? {});
    return { status: 200, body: subscription };
  }
}

function missing(message: string) {
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } };
}

function asArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') return Object.values(value);
  return value === undefined ? [] : [value];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** `a[b][0][c]=v&a[b][1][c]=w` into nested objects; lists stay objects keyed '0', '1'... (asArray reads them). */
export function parseForm(encoded: string): Json {
  const root: Json = {};
  if (!encoded) return root;
  for (const pair of encoded.split('&')) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.split('[').map((part) => part.replace(/\]$/, ''));
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_hivis_test_0123456789abcdef';

/** The settings of a test app that takes payments through the stub. */
export function stripeSettings(stub: StripeApiStub): Record<string, string> {
  return { STRIPE_SECRET_KEY: 'sk_test_hivis_stub', STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_URL: stub.url };
}

/** A Stripe event as the webhook receives it (a new event id unless one is given). */
export function stripeEvent(type: string, object: Json, id = `evt_${randomUUID().replace(/-/g, '')}`): Json {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } };
}

/** The body and Stripe-Signature header Stripe would send, signed with the given secret. */
export function signedDelivery(event: Json | string, secret = STRIPE_TEST_WEBHOOK_SECRET, timestamp?: number): { payload: string; signature: string } {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) }) };
}
