import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  failures: number;
}

export interface LoadOptions {
  url: string;
  body: string;
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

/** Sends one request first: a benchmark of error responses would measure the wrong thing. */
export async function assertAnswers(url: string, body: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const json = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (response.status !== 200 || json.errors || !json.data) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json).slice(0, 500)}`);
  }
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** autocannon's summary has p90 and p97.5 but no p95, so every response time is kept. */
export function measure(options: LoadOptions): Promise<Measurement> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers },
        body: options.body,
        connections: options.connections,
        duration: options.durationSeconds,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requestsPerSecond: result.requests.total / Math.max(result.duration, 1e-9),
          p50Ms: percentile(latencies, 0.5),
          p95Ms: percentile(latencies, 0.95),
          requests: result.requests.total,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  });
}
