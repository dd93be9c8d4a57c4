/**
 * PortOne (iamport) v1 browser SDK, loaded on demand: only a checkout that pays through PortOne
 * needs it, and a tag in index.html would slow every page of the shop.
 */

export const PORTONE_SDK_URL = 'https://cdn.iamport.kr/v1/iamport.js';
const SCRIPT_ID = 'campus-shop-portone-sdk';
/** A phone on a weak campus connection still gets the script well within this. */
export const SDK_LOAD_TIMEOUT_MS = 15_000;

/** `IMP.request_pay`'s parameters as PortOne's v1 SDK names them (ADR 0029). */
export interface RequestPayParams {
  pg: string;
  pay_method: string;
  merchant_uid: string;
  amount: number;
  name: string;
  buyer_name: string;
  buyer_email: string;
  buyer_tel: string;
  buyer_addr?: string;
  buyer_postcode?: string;
  vbank_due?: string;
  notice_url?: string;
  m_redirect_url: string;
  /** Issues a billing key under this id (amount 0 charges nothing; ADR 0064). */
  customer_uid?: string;
}

/** What the callback receives on PC; new-module PGs send only the ids and the error fields. */
export interface RequestPayResponse {
  success?: boolean;
  imp_success?: boolean;
  error_code?: string | null;
  error_msg?: string | null;
  imp_uid?: string | null;
  merchant_uid?: string;
}

export interface PortOneSdk {
  init: (merchantCode: string) => void;
  request_pay: (params: RequestPayParams, callback: (response: RequestPayResponse) => void) => void;
}

declare global {
  interface Window {
    IMP?: PortOneSdk;
  }
}

export class PaymentWindowError extends Error {
  override readonly name = 'PaymentWindowError';
}

export const SDK_UNAVAILABLE_MESSAGE = '결제창을 불러오지 못했어요. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.';

/** `window.IMP`, adding the script once; refuses after `timeoutMs` or a failed download. */
export function loadPortOneSdk(win: Window = window, timeoutMs: number = SDK_LOAD_TIMEOUT_MS): Promise<PortOneSdk> {
  if (win.IMP) return Promise.resolve(win.IMP);
  const doc = win.document;
  return new Promise<PortOneSdk>((resolve, reject) => {
    // A script left from an earlier attempt that failed is dropped, so this attempt downloads again.
    doc.getElementById(SCRIPT_ID)?.remove();
    const script = doc.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = PORTONE_SDK_URL;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new PaymentWindowError(SDK_UNAVAILABLE_MESSAGE));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (win.IMP) resolve(win.IMP);
      else fail();
    });
    script.addEventListener('error', fail);
    doc.head.append(script);
  });
}
