import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/*
 * What the server counts for Prometheus (GET /metrics, docs/operations.md): requests per route
 * with their time, the mail outbox's backlog, and the time PDFs take to render. One registry per
 * process: the figures describe the process, however many apps a test builds in it.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'hivis_' });

/** Buckets from 5 ms to 10 s: a list page is tens of ms, a PDF or an upload on a slow link seconds. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const requestDuration = new Histogram({
  name: 'hivis_http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status (its count is the request rate).',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_BUCKETS,
  registers: [metricsRegistry],
});

export const pdfRenderDuration = new Histogram({
  name: 'hivis_pdf_render_duration_seconds',
  help: 'Time to lay out and render one PDF (SWMS and other paperwork).',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
  registers: [metricsRegistry],
});

type MailBacklog = { count: number; oldestSeconds: number };
/** Reads the backlog when Prometheus asks; set by the app that runs the outbox. */
let readMailBacklog: (() => Promise<MailBacklog>) | null = null;

export function watchMailBacklog(read: () => Promise<MailBacklog>): void {
  readMailBacklog = read;
}

new Gauge({
  name: 'hivis_mail_outbox_pending',
  help: 'Messages waiting in the mail outbox (every instance shares the one outbox).',
  registers: [metricsRegistry],
  async collect() {
    if (readMailBacklog) this.set((await readMailBacklog()).count);
  },
});

new Gauge({
  name: 'hivis_mail_outbox_oldest_pending_seconds',
  help: 'How long the oldest waiting message has waited; growing means mail is not going out.',
  registers: [metricsRegistry],
  async collect() {
    if (readMailBacklog) this.set((await readMailBacklog()).oldestSeconds);
  },
});

/** Times one PDF render into the histogram above. */
export async function timedPdfRender<T>(render: () => Promise<T>): Promise<T> {
  const stop = pdfRenderDuration.startTimer();
  try {
    return await render();
  } finally {
    stop();
  }
}
