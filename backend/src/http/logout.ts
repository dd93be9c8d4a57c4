import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import { bearerToken, revokeSession } from '../modules/account/session.service';

/** POST /api/logout: revokes the bearer token's session. Always 204, so logging out twice is fine. */
export async function handleLogout(req: IncomingMessage, res: ServerResponse, orm: MikroORM) {
  if (req.method !== 'POST') {
    res.statusCode = 405;
    res.setHeader('Allow', 'POST');
    res.end();
    return;
  }
  const token = bearerToken(req.headers.authorization);
  if (token) await revokeSession(orm.em.fork(), token);
  req.resume();
  res.statusCode = 204;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}
