import type { ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../logger';

const TIMEOUT_MS = 2000;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Load balancers take an instance out of rotation when its database stops answering. */
export async function handleHealth(res: ServerResponse, orm: MikroORM, log: Logger) {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      orm.em.getConnection().execute('select 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`database did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
    sendJson(res, 200, { status: 'ok' });
  } catch (err) {
    log.warn({ err }, 'health check failed');
    sendJson(res, 503, { status: 'unavailable' });
  } finally {
    clearTimeout(timer);
  }
}
