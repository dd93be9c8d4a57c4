/**
 * QA hook for Playwright's mock target (a prebuilt bundle, so a spec cannot import the page's
 * modules): `{ "<OperationName>": <data> }` in this sessionStorage key pins that query's answer
 * for the tab, e.g. ShopIntegrations with an analytics endpoint. Only mock builds read it
 * (mocks/browser.ts); production builds ship no mocks at all.
 */
export const PINNED_ANSWERS_KEY = 'campus-shop.mock-pinned-answers';
