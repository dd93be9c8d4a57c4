import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BREADCRUMBS, startErrorReporting, TRACES_SAMPLE_RATE } from './error-reporting';
import { forwardToDataLayer, loadAdsScript, loadTagManager } from './tag-scripts';
import { trackEvent } from './track';

afterEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
});

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

describe('the tag manager and the ads script', () => {
  it('loads the tag manager container once, async, and starts its dataLayer', () => {
    loadTagManager('GTM-AB12CD');
    loadTagManager('GTM-AB12CD');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
    expect(document.head.querySelector('script')?.async).toBe(true);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('loads nothing for a blank id', () => {
    loadTagManager('  ');
    loadAdsScript('');
    expect(scripts()).toEqual([]);
  });

  it('loads the ads script with its client id', () => {
    loadAdsScript('ca-pub-1234567890');
    expect(scripts()).toEqual(['https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890']);
  });

  it('hands tracked events to the dataLayer with the university, e-commerce ones under `ecommerce`', () => {
    const stop = forwardToDataLayer(() => ({ universityId: 1, universityName: '한빛대학교' }));
    trackEvent('page_view', { page_path: '/' });
    trackEvent('add_to_cart', { currency: 'KRW', value: 39000, items: [{ item_id: '3' }] });
    stop();
    trackEvent('page_view', { page_path: '/after' });

    expect(window.dataLayer).toEqual([
      { event: 'page_view', universityId: 1, universityName: '한빛대학교', page_path: '/' },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        universityId: 1,
        universityName: '한빛대학교',
        ecommerce: { currency: 'KRW', value: 39000, items: [{ item_id: '3' }] },
      },
    ]);
  });
});

describe('error reporting', () => {
  it('starts the SDK once per DSN with 10 % of traces and at most 300 breadcrumbs', async () => {
    const init = vi.fn();
    const setUser = vi.fn();
    const sdk = { init, setUser, setTag: vi.fn(), browserTracingIntegration: () => ({ name: 'BrowserTracing' }) };
    const load = vi.fn(() => Promise.resolve(sdk as never));

    const first = await startErrorReporting('https://key@errors.example/1', load);
    const second = await startErrorReporting('https://key@errors.example/1', load);

    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@errors.example/1', tracesSampleRate: TRACES_SAMPLE_RATE, maxBreadcrumbs: MAX_BREADCRUMBS }),
    );
    expect([TRACES_SAMPLE_RATE, MAX_BREADCRUMBS]).toEqual([0.1, 300]);

    first.setUser('000000001');
    expect(setUser).toHaveBeenCalledWith({ id: '000000001' });
  });
});
