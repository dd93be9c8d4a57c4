import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The payment window. On the real target it is the backend's sandbox page
// (backend/src/adapters/payment/sandbox-pages.ts: "<amount>원 결제하기", "결제 실패", a bank
// select and "가상계좌 발급"); in mock mode the frontend's stand-in at the same path
// (features/payment/sandbox). Both are found by role and these names only, so the stand-in must
// keep them: a button whose name ends in "결제하기", one named "결제 실패", one named "가상계좌 발급".

export type SandboxOutcome = 'paid' | 'failed' | 'vbank';

const BUTTON: Record<SandboxOutcome, RegExp> = {
  paid: /결제하기$/,
  failed: /^결제 실패$/,
  vbank: /^가상계좌 발급$/,
};

export interface PayInSandboxOptions {
  outcome: SandboxOutcome;
  /** The reason the failure carries back to the shop (the field "실패 사유"); the page's default otherwise. */
  failReason?: string;
}

/**
 * On the sandbox payment window (the page the checkout sent the browser to), chooses the outcome
 * and waits until the window has sent the browser back to the shop's completion page
 * (`/orders/<id>/complete?imp_uid&merchant_uid&imp_success`). Returns that address.
 */
export async function payInSandbox(page: Page, { outcome, failReason }: PayInSandboxOptions): Promise<URL> {
  await expect(page, 'the checkout should have opened the sandbox payment window').toHaveURL(/\/sandbox\/checkout(\?|$)/);
  if (failReason !== undefined && outcome === 'failed') await page.getByRole('textbox', { name: '실패 사유' }).fill(failReason);
  await page.getByRole('button', { name: BUTTON[outcome] }).click();
  await page.waitForURL(/\/orders\/\d+\/complete\?/);
  return new URL(page.url());
}

/** The merchant uid (주문번호) the completion page's address carries. */
export function merchantUidOf(completionUrl: URL): string {
  const merchantUid = completionUrl.searchParams.get('merchant_uid');
  if (!merchantUid) throw new Error(`No merchant_uid in ${completionUrl.toString()}`);
  return merchantUid;
}

/**
 * The buyer's bank pays an issued virtual account: the real backend's /sandbox/vbank page, the
 * only place a deposit can happen (there is no stand-in in mock mode; name the spec
 * *.real.spec.ts). With a Page it clicks through the page a QA tester uses ("<amount>원 입금
 * 처리") and comes back to where it was; with an APIRequestContext it posts the same form.
 */
export async function depositVbank(client: Page | APIRequestContext, merchantUid: string): Promise<void> {
  const address = `/sandbox/vbank?merchant_uid=${encodeURIComponent(merchantUid)}`;
  if ('goto' in client) {
    const back = client.url();
    await client.goto(address);
    await client.getByRole('button', { name: /입금 처리$/ }).click();
    await expect(client.getByRole('status')).toContainText('입금 처리했어요');
    if (back.startsWith('http')) await client.goto(back);
    return;
  }
  const lookup = await client.get(address);
  const page = await lookup.text();
  const impUid = /name="imp_uid" value="([^"]+)"/.exec(page)?.[1];
  if (!impUid) throw new Error(`No virtual account awaiting deposit for ${merchantUid}`);
  const baseURL = new URL(lookup.url()).origin;
  const response = await client.post('/sandbox/vbank', {
    form: { imp_uid: impUid, merchant_uid: merchantUid, action: 'deposit' },
    headers: { origin: baseURL },
    maxRedirects: 0,
  });
  const location = response.headers().location ?? '';
  if (!location.includes('result=ok')) throw new Error(`The deposit for ${merchantUid} was not accepted: ${location || response.status()}`);
}
