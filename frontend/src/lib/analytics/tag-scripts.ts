import { subscribeAnalytics, type AnalyticsParams } from './track';

/**
 * Outside tags load only for a shop that configured them (ShopIntegrations): the tag manager
 * container and the ads script. Each is added once, async, so it never holds up the page.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function addScript(id: string, src: string, doc: Document, attributes: Record<string, string> = {}): boolean {
  if (doc.getElementById(id)) return false;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  doc.head.append(script);
  return true;
}

const GTM_SCRIPT_ID = 'campus-shop-gtm';
const ADS_SCRIPT_ID = 'campus-shop-ads';

/** Google Tag Manager with its dataLayer, as its install snippet sets it up. */
export function loadTagManager(containerId: string, doc: Document = document): void {
  const id = containerId.trim();
  if (id === '') return;
  const win = doc.defaultView ?? window;
  win.dataLayer ??= [];
  if (addScript(GTM_SCRIPT_ID, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`, doc)) {
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
}

/** The ads script (Google AdSense style `?client=` id). */
export function loadAdsScript(clientId: string, doc: Document = document): void {
  const id = clientId.trim();
  if (id === '') return;
  addScript(ADS_SCRIPT_ID, `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(id)}`, doc, {
    crossorigin: 'anonymous',
  });
}

/**
 * Hands every tracked event to the tag manager too, in GA4's dataLayer shape: e-commerce events
 * (those with `items`) go under `ecommerce`, after clearing the previous one as Google advises.
 */
export function forwardToDataLayer(common: () => AnalyticsParams, win: Window = window): () => void {
  return subscribeAnalytics(({ name, params }) => {
    const dataLayer = (win.dataLayer ??= []);
    if ('items' in params) {
      dataLayer.push({ ecommerce: null });
      dataLayer.push({ event: name, ...common(), ecommerce: params });
    } else {
      dataLayer.push({ event: name, ...common(), ...params });
    }
  });
}
