import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createAdapters, type Adapters } from './adapters';
import type { Config } from './config';
import { createContextFactory, type GraphQLContext, type ServerContext } from './graphql/context';
import { useArmor } from './graphql/plugins/armor';
import { useControlCharacterGuard } from './graphql/plugins/control-characters';
import { useDisableIntrospection } from './graphql/plugins/disable-introspection';
import { useCatalogueCache } from './graphql/plugins/response-cache';
import { useCompressedResponses } from './graphql/plugins/compress-responses';
import { useLocalizedRequestErrors } from './graphql/plugins/localize-request-errors';
import { maskError } from './graphql/plugins/mask-error';
import { useProductionErrorHygiene } from './graphql/plugins/production-errors';
import { usePlainErrorAnswers } from './graphql/plugins/plain-error-answers';
import { yogaLogger } from './graphql/plugins/yoga-logger';
import { DEFAULT_MESSAGES } from '../../domain/errors/errors';
import { buildSchema } from './graphql/schema';
import { refuseUnfitGraphQLPost } from './http/api-request-guard';
import { corsAllowlist } from './http/cors';
import { handleHealth } from './http/health';
import { handleLogout } from './http/logout';
import { handlePaymentSandbox, PAYMENT_SANDBOX_PREFIX } from './http/payment-sandbox';
import { PAYMENT_WEBHOOK_PATH } from '../../domain/order/payment-request';
import { handlePaymentWebhook } from './http/payment-webhook';
import { handleUploads } from './http/uploads';
import { handleWaitingRoomPoll, WAITING_ROOM_STATUS_PATH } from './http/waiting-room-poll';
import { stopWaitingRoomSnapshot } from './modules/waiting-room/waiting-room-snapshot';
import { COURIER_EXPORT_FILE, COURIER_IMPORTS_PATH, handleCourierFiles } from './http/courier-files';
import { handleProductionSheetFiles, PRODUCTION_SHEET_FILE } from './http/production-sheet-files';
import { cacheOf as catalogueCacheOf } from './modules/catalog/catalogue-cache';
import { clientIpOf, requestIdOf } from './http/request-info';
import { currentRequestScope, runInRequestScope } from './http/request-scope';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-files';
import { appShell, handleThemeCss, THEME_CSS_PATH, type ShellTenant } from './http/app-shell';
import { firstScreenAnswers, queryText, type RunQuery } from './http/first-screen';
import { getUniversity } from './modules/content/university.service';
import type { Logger } from './logger';
import { useOneSecretPerRequest } from './modules/security/one-secret-per-request';
import { createSecurity } from './modules/security/security';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Product images and other files the seeded data points at, served under `/static`. */
export const BACKEND_STATIC_DIR = fileURLToPath(new URL('./static', import.meta.url));

export interface App {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  yoga: YogaServerInstance<ServerContext, GraphQLContext>;
  close(): Promise<void>;
}

export interface CreateAppOptions {
  orm: MikroORM;
  config: Config;
  logger: Logger;
  /** Defaults to what the configuration chooses; tests pass fakes wired to local servers. */
  adapters?: Adapters;
}

/** A page route (no file extension) or the shell itself, which the rendered app shell answers. */
function isPageRequest(method: string | undefined, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return pathname.endsWith('/index.html') || path.posix.extname(pathname) === '';
}

export function createApp({ orm, config, logger, adapters = createAdapters(config, logger) }: CreateAppOptions): App {
  const security = createSecurity({ databaseUrl: orm.config.get('clientUrl') ?? '', log: logger });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/api',
    landingPage: false,
    graphiql: !config.isProduction,
    logging: yogaLogger(logger),
    maskedErrors: { maskError },
    cors: corsAllowlist(orm, config),
    context: createContextFactory({ orm, config, adapters, security }),
    plugins: [
      ...useArmor({ isProduction: config.isProduction }),
      useLocalizedRequestErrors(),
      useOneSecretPerRequest(),
      useControlCharacterGuard(),
      ...(config.isProduction ? [useDisableIntrospection(), useProductionErrorHygiene()] : []),
      usePlainErrorAnswers(),
      useCatalogueCache({
        em: orm.em,
        universityId: config.UNIVERSITY_ID,
        subscribeToClears: (clear) => catalogueCacheOf(orm.em).onClear(clear),
      }),
      useCompressedResponses(),
    ],
  });
  const setSecurityHeaders = securityHeaders(config);
  const backendFiles = staticSite({ root: BACKEND_STATIC_DIR, prefix: '/static' });
  const frontendDir = path.resolve(REPO_ROOT, config.FRONTEND_DIST);
  const frontend = config.SERVE_FRONTEND ? staticSite({ root: frontendDir, spaFallback: true }) : null;
  // The shell is painted in the tenant's colour from the first byte; an unreadable tenant only
  // costs the colour, never the page.
  const loadShellTenant = (): Promise<ShellTenant | null> =>
    getUniversity(orm.em.fork(), config.UNIVERSITY_ID).catch((err: unknown) => {
      logger.warn({ err }, 'the app shell was rendered without the tenant');
      return null;
    });
  const shell = config.SERVE_FRONTEND ? appShell(frontendDir, loadShellTenant, (pathname, search) => firstScreenAnswers(runQuery, pathname, search)) : null;

  // The first HTML's answers come from the API itself, as an anonymous visitor's request: the same
  // rules, the same shared catalogue cache and its invalidation, no second read path (ADR 0072).
  const runQuery: RunQuery = async ({ operation, variables }) => {
    const { requestId, log } = currentRequestScope() ?? { requestId: 'first-screen', log: logger };
    const res = await yoga.fetch(
      'http://internal/api',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: queryText(operation), variables, operationName: operation }),
      },
      // Catalogue and tenant reads never look at the address (only sign-in and SMS limits do).
      { requestId, log, clientIp: 'first-screen' },
    );
    const body = (await res.json()) as { data?: unknown; errors?: unknown[] };
    return res.ok && !body.errors?.length ? (body.data ?? null) : null;
  };

  async function route(req: IncomingMessage, res: ServerResponse, scope: ServerContext) {
    const { pathname } = new URL(req.url ?? '/', 'http://internal');
    if (pathname === '/healthz') return handleHealth(res, orm, scope.log);
    if (pathname === '/api/logout') return handleLogout(req, res, orm);
    if (pathname === WAITING_ROOM_STATUS_PATH) return handleWaitingRoomPoll(req, res, orm, config);
    if (pathname === PAYMENT_WEBHOOK_PATH) return handlePaymentWebhook(req, res, { orm, config, adapters, log: scope.log });
    if (pathname.startsWith(PAYMENT_SANDBOX_PREFIX) && config.PAYMENT_DRIVER === 'sandbox') {
      return handlePaymentSandbox(req, res, { orm, config, adapters, log: scope.log });
    }
    if (pathname === COURIER_IMPORTS_PATH || COURIER_EXPORT_FILE.test(pathname)) {
      return handleCourierFiles(req, res, { orm, config, adapters, log: scope.log });
    }
    if (PRODUCTION_SHEET_FILE.test(pathname)) return handleProductionSheetFiles(req, res, { orm, config, adapters, log: scope.log });
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      if (await refuseUnfitGraphQLPost(req, res)) return;
      await yoga.handle(req, res, scope);
      return;
    }
    if (pathname.startsWith('/uploads/')) return handleUploads(req, res, { orm, config, adapters, log: scope.log });
    if (pathname.startsWith('/static/')) return backendFiles(req, res);
    if (THEME_CSS_PATH.test(pathname)) return handleThemeCss(req, res, pathname);
    if (shell && isPageRequest(req.method, pathname)) return shell(req, res);
    if (frontend) return frontend(req, res);
    res.statusCode = 404;
    res.end('Not found');
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    const log = logger.child({ requestId });
    const scope: ServerContext = { requestId, log, clientIp: clientIpOf(req, config.TRUST_PROXY) };
    const started = performance.now();
    res.setHeader('X-Request-Id', requestId);
    setSecurityHeaders(res);
    res.on('finish', () => {
      log.info(
        { method: req.method, url: req.url, status: res.statusCode, ms: Math.round(performance.now() - started) },
        'request finished',
      );
    });
    runInRequestScope({ requestId, log }, () => {
      route(req, res, scope).catch((err: unknown) => {
        log.error({ err }, 'request failed');
        if (res.headersSent) {
          res.destroy();
          return;
        }
        res.statusCode = 500;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify({ message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, requestId }));
      });
    });
  };

  return {
    handler,
    yoga,
    close: async () => {
      stopWaitingRoomSnapshot(orm.em);
      await yoga.dispose();
      await security.close();
    },
  };
}
