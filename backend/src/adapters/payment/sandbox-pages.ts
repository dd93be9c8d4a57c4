import { SANDBOX_FAIL_REASON } from '../../../../domain/payment/sandbox-messages';
import { BANKS } from '../../../../domain/reference/reference';
import { checkoutFieldsOf, type CheckoutParams } from './sandbox-checkout-params';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_VBANK_PATH } from '../../../../domain/payment/sandbox-checkout-url';
import { html, page, type SafeHtml } from './sandbox-html';
import type { PortOnePaymentWire } from './portone-wire';

const won = (amount: number) => `${new Intl.NumberFormat('ko-KR').format(amount)}원`;
const koreanTime = (date: Date) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long', timeStyle: 'short' }).format(date);

const PAY_METHOD_NAMES: Record<string, string> = {
  card: '신용·체크카드',
  trans: '실시간 계좌이체',
  vbank: '가상계좌(무통장입금)',
  kakaopay: '카카오페이',
  phone: '휴대폰 소액결제',
};

const STATUS_NAMES: Record<string, string> = { ready: '입금 대기', paid: '결제 완료', cancelled: '취소됨', failed: '실패' };

const header = html`<header><h1>결제하기</h1><span class="badge">테스트 결제창</span></header>`;
const sandboxNote = html`<p class="note">개발·QA용 샌드박스입니다. 실제 카드 승인이나 출금은 일어나지 않아요.</p>`;

export interface CheckoutView {
  params: CheckoutParams;
  raw: URLSearchParams;
  /** Which configured PG the request named: KakaoPay's own, the card PG, or neither. */
  pgKind: 'kakaopay' | 'card' | 'other';
  /** Why PortOne's window would not open (prepared amount differs, already paid); null when it opens. */
  refusal: string | null;
  nonce: string;
}

function summary(params: CheckoutParams, pgKind: CheckoutView['pgKind']): SafeHtml {
  const pgLabel = pgKind === 'kakaopay' ? '카카오페이 PG' : pgKind === 'card' ? '카드 PG' : 'PG';
  return html`<section class="card" aria-label="주문 정보">
<div class="note">${params.name || '주문'}</div>
<p class="amount" data-testid="amount">${won(params.amount)}</p>
<dl>
<dt>결제수단</dt><dd>${PAY_METHOD_NAMES[params.payMethod] ?? params.payMethod}</dd>
<dt>결제 대행</dt><dd>${pgLabel} (${params.pg})</dd>
<dt>주문번호</dt><dd>${params.merchantUid}</dd>
${params.buyerName ? html`<dt>구매자</dt><dd>${params.buyerName}</dd>` : ''}
${params.buyerEmail ? html`<dt>이메일</dt><dd>${params.buyerEmail}</dd>` : ''}
${params.buyerTel ? html`<dt>연락처</dt><dd>${params.buyerTel}</dd>` : ''}
${params.vbankDue ? html`<dt>입금기한</dt><dd>${koreanTime(params.vbankDue)}까지</dd>` : ''}
</dl></section>`;
}

/** Test cards for a billing key: how its charges at the close will go. */
export const SANDBOX_TEST_CARDS = {
  ok: '정상 카드 (결제 승인)',
  decline_once: '한 번 거절된 뒤 승인되는 카드',
  decline_always: '항상 거절되는 카드 (잔액 부족)',
} as const;

function choices(params: CheckoutParams, pgKind: CheckoutView['pgKind']): SafeHtml {
  if (params.customerUid) {
    const what = pgKind === 'kakaopay' ? '카카오페이' : '카드';
    return html`<p class="note">지금은 결제되지 않아요. ${what}를 등록하면 쇼핑몰이 나중에 이 수단으로 결제해요(빌링키 ${params.customerUid}).</p>
<label>테스트 결제 수단<select name="test_card">${Object.entries(SANDBOX_TEST_CARDS).map(
      ([value, label]) => html`<option value="${value}"${value === 'ok' ? html` selected` : ''}>${label}</option>`,
    )}</select></label>
<button class="primary" name="action" value="issue">${what} 등록하기</button>`;
  }
  if (params.payMethod === 'vbank') {
    return html`<label>입금할 은행<select name="vbank_code">${BANKS.map(
      (bank) => html`<option value="${bank.code}"${bank.code === '088' ? html` selected` : ''}>${bank.name}</option>`,
    )}</select></label>
<button class="primary" name="action" value="vbank">가상계좌 발급</button>
<p class="note">발급 후 입금은 <a href="${SANDBOX_VBANK_PATH}?merchant_uid=${encodeURIComponent(params.merchantUid)}">가상계좌 입금 처리</a> 페이지에서 할 수 있어요.</p>`;
  }
  return html`<button class="primary" name="action" value="pay">${won(params.amount)} 결제하기</button>`;
}

/** The payment window: the order, then what the tester wants to happen. */
export function checkoutPage(view: CheckoutView): string {
  const { params } = view;
  const hidden = checkoutFieldsOf(view.raw).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`);
  const body = view.refusal
    ? html`<div class="error" role="alert">${view.refusal}</div>
<form method="post" action="${SANDBOX_CHECKOUT_PATH}">${hidden}<input type="hidden" name="error_msg" value="${view.refusal}">
<button class="secondary" name="action" value="close">결제창 닫고 쇼핑몰로 돌아가기</button></form>`
    : html`<form method="post" action="${SANDBOX_CHECKOUT_PATH}">${hidden}${choices(params, view.pgKind)}
<label>실패 사유<input name="fail_reason" value="${SANDBOX_FAIL_REASON}" maxlength="100"></label>
<button class="danger" name="action" value="fail">결제 실패</button>
<details><summary>개발자용: 금액 변조 테스트</summary>
<p class="note">요청과 다른 금액으로 결제된 것처럼 기록합니다(사전 등록 금액 검사도 건너뜀). 쇼핑몰이 결제를 거부하는지 확인할 때 쓰세요.</p>
<label>기록할 금액(원)<input type="number" name="tamper_amount" min="1" value="${Math.max(1, params.amount - 1000)}"></label>
<button class="secondary" name="action" value="tamper">변조된 금액으로 결제</button></details></form>`;
  return page('결제하기 (테스트)', view.nonce, html`${header}${summary(params, view.pgKind)}${body}${sandboxNote}`);
}

/** A request the window cannot even show (missing amount, foreign return address). */
export function problemPage(problem: string, nonce: string): string {
  return page(
    '결제 요청 오류',
    nonce,
    html`${header}<div class="error" role="alert">${problem}</div><p>쇼핑몰로 돌아가 주문을 다시 시도해 주세요.</p>${sandboxNote}`,
  );
}

export interface VbankView {
  merchantUid: string;
  payments: PortOnePaymentWire[];
  /** What the last action did, shown on top. */
  notice: { ok: boolean; text: string } | null;
  nonce: string;
}

function account(wire: PortOnePaymentWire): SafeHtml {
  const due = wire.vbank_date ? koreanTime(new Date(wire.vbank_date * 1000)) : '-';
  const canDeposit = wire.status === 'ready' && wire.pay_method === 'vbank' && wire.vbank_num;
  return html`<section class="card"><dl>
<dt>상태</dt><dd>${STATUS_NAMES[wire.status] ?? wire.status}</dd>
<dt>금액</dt><dd>${won(wire.amount)}</dd>
<dt>은행</dt><dd>${wire.vbank_name ?? '-'}</dd>
<dt>계좌번호</dt><dd>${wire.vbank_num ?? '-'}</dd>
<dt>예금주</dt><dd>${wire.vbank_holder ?? '-'}</dd>
<dt>입금기한</dt><dd>${due}</dd>
<dt>imp_uid</dt><dd>${wire.imp_uid}</dd></dl>
${canDeposit ? html`<form method="post" action="${SANDBOX_VBANK_PATH}"><input type="hidden" name="imp_uid" value="${wire.imp_uid}"><input type="hidden" name="merchant_uid" value="${wire.merchant_uid}"><button class="primary" name="action" value="deposit">${won(wire.amount)} 입금 처리</button></form>` : ''}
</section>`;
}

/** QA's stand-in for the buyer's bank: deposit into an issued virtual account. */
export function vbankPage(view: VbankView): string {
  const lookup = html`<form method="get" action="${SANDBOX_VBANK_PATH}"><label>주문번호(merchant_uid)<input name="merchant_uid" value="${view.merchantUid}" required maxlength="40"></label>
<button class="secondary">가상계좌 찾기</button></form>`;
  const accounts = view.payments.filter((wire) => wire.pay_method === 'vbank');
  const notice = view.notice ? html`<div class="${view.notice.ok ? 'ok' : 'error'}" role="status">${view.notice.text}</div>` : '';
  const list = !view.merchantUid
    ? ''
    : accounts.length
      ? accounts.map(account)
      : html`<p>이 주문번호로 발급된 가상계좌가 없어요.</p>`;
  return page(
    '가상계좌 입금 처리 (테스트)',
    view.nonce,
    html`<header><h1>가상계좌 입금 처리</h1><span class="badge">테스트</span></header>${notice}${list}<section class="card">${lookup}</section>${sandboxNote}`,
  );
}
