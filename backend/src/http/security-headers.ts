import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Outside hosts the shop's pages load from, by integration (INTEGRATIONS.md). Each is allowed
 * always rather than only when configured, so one header set serves every tenant and the mocked
 * frontend, and a new tag is not silently blocked on one deployment only.
 */
const HOSTS = {
  /** PortOne's v1 SDK and the window it opens, and the PGs that window frames (card, Kakao Pay). */
  portone: ['https://cdn.iamport.kr', 'https://*.iamport.kr', 'https://*.portone.io'],
  pgFrames: ['https://*.inicis.com', 'https://*.kakao.com', 'https://*.kakaopay.com'],
  /** Daum (Kakao) postcode: the script, and the search page it frames. */
  postcodeScripts: ['https://t1.daumcdn.net', 'https://t1.kakaocdn.net'],
  postcodeFrames: ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'],
  /** Google Tag Manager and GA4's collection endpoints. */
  tagScripts: ['https://www.googletagmanager.com', 'https://pagead2.googlesyndication.com'],
  tagConnect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://pagead2.googlesyndication.com',
  ],
  adFrames: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.googletagmanager.com'],
} as const;

export type SecurityHeaderSettings = Partial<
  Pick<Config, 'PUBLIC_BASE_URL' | 'ERROR_REPORTING_DSN' | 'ANALYTICS_ENDPOINT' | 'STORAGE_DRIVER' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION'>
>;

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** Where the browser PUTs a review photo: a presigned address on the bucket when storage is S3. */
function uploadOrigins(settings: SecurityHeaderSettings): string[] {
  if (settings.STORAGE_DRIVER !== 's3') return [];
  if (settings.S3_ENDPOINT) return originOf(settings.S3_ENDPOINT);
  const region = settings.S3_REGION ?? 'ap-northeast-2';
  return [`https://${settings.S3_BUCKET ?? '*'}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

/**
 * Permissions-Policy: helmet no longer sets it. The shop uses none of these; PGs and the
 * postcode search need none either (the photo picker is a file input, not the camera API).
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), midi=(), payment=(self)';

/**
 * The header set of every response, HTML and API alike (docs/decisions/0037), as a plain record:
 * the backend sets it on each response and the mocked frontend's `vite preview` sends the same.
 * helmet generates it; no inline script exists in the built index.html, so scripts need no
 * 'unsafe-inline' (the payment sandbox's own pages send a nonce-based policy of their own).
 */
export function securityHeaderValues(settings: SecurityHeaderSettings = {}): Record<string, string> {
  const https = settings.PUBLIC_BASE_URL?.startsWith('https://') ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...HOSTS.portone, ...HOSTS.pgFrames],
        scriptSrc: ["'self'", ...HOSTS.portone, ...HOSTS.postcodeScripts, ...HOSTS.tagScripts],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [
          "'self'",
          ...HOSTS.tagConnect,
          ...originOf(settings.ERROR_REPORTING_DSN),
          ...originOf(settings.ANALYTICS_ENDPOINT),
          ...uploadOrigins(settings),
        ],
        frameSrc: ["'self'", ...HOSTS.portone, ...HOSTS.pgFrames, ...HOSTS.postcodeFrames, ...HOSTS.adFrames],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A PG's pop-up window on PC reports back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  middleware({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  headers['Permissions-Policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Sets the precomputed set on a response; a route may still replace one (the sandbox's CSP). */
export function securityHeaders(settings: SecurityHeaderSettings): (res: ServerResponse) => void {
  const entries = Object.entries(securityHeaderValues(settings));
  return (res) => {
    for (const [name, value] of entries) res.setHeader(name, value);
  };
}
