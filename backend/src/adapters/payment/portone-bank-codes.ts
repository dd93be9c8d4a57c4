import { pgProviderOf } from './portone-wire';

// The shop keeps the 3-digit KFTC code (Query.banks); PortOne's refund_bank wants the PG's own
// spelling of the same bank (ADR 0016): KG Inicis drops the leading 0, NHN KCP adds
// "BK", the others take KFTC as is.
type RefundBankFormat = 'two-digit' | 'kcp' | 'kftc';

const FORMAT_BY_PROVIDER: Record<string, RefundBankFormat> = {
  html5_inicis: 'two-digit',
  inicis: 'two-digit',
  kcp: 'kcp',
  kcp_quick: 'kcp',
};

const KFTC_CODE = /^\d{3}$/;

function formatOf(pg: string): RefundBankFormat {
  return FORMAT_BY_PROVIDER[pgProviderOf(pg)] ?? 'kftc';
}

/** `refund_bank` for a PG (the `pg` parameter, "html5_inicis.MID" allowed); null for a code that is not KFTC. */
export function refundBankCodeFor(pg: string, kftcCode: string): string | null {
  if (!KFTC_CODE.test(kftcCode)) return null;
  switch (formatOf(pg)) {
    case 'two-digit':
      return kftcCode.slice(1);
    case 'kcp':
      return `BK${kftcCode.slice(1)}`;
    case 'kftc':
      return kftcCode;
  }
}

/** Whether `code` is spelled the way this PG expects in refund_bank (the fake's check). */
export function isRefundBankCodeOf(pg: string, code: string): boolean {
  switch (formatOf(pg)) {
    case 'two-digit':
      return /^\d{2}$/.test(code);
    case 'kcp':
      return /^BK\d{2}$/.test(code);
    case 'kftc':
      return KFTC_CODE.test(code);
  }
}

/** Back to KFTC from whatever a PG reported ("88", "BK88", "088"); null when unrecognisable. */
export function kftcCodeOf(code: string | null | undefined): string | null {
  const digits = /^(?:BK)?(\d{2,3})$/i.exec(code?.trim() ?? '')?.[1];
  return digits ? digits.padStart(3, '0') : null;
}
