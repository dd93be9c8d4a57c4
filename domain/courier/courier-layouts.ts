import type * as Sdl from '../__generated__/schema-enums';
/*
 * The bulk booking sheets of the four couriers the co-op uses (docs/decisions/0051), over plain
 * values: the export writes these columns, the import finds its columns by these headers. The
 * backend's job and the mocked API both build and read sheets from this one table.
 */

/** The couriers whose bulk booking sheets the shop writes; codes match `order_delivery_company.code`. */
export const COURIERS = ['CJ', 'EPOST', 'LOTTE', 'HANJIN'] as const;
export type Courier = (typeof COURIERS)[number];

export const COURIER_NAMES = {
  CJ: 'CJ대한통운',
  EPOST: '우체국택배',
  LOTTE: '롯데택배',
  HANJIN: '한진택배',
} as const satisfies Record<Courier, string>;

/** What a column holds; the export fills every one but `tracking`, which the courier fills. */
export type CourierField =
  | 'lineId'
  | 'orderNumber'
  | 'receiver'
  | 'phone'
  | 'postcode'
  | 'address'
  | 'item'
  | 'quantity'
  | 'note'
  | 'tracking';

export interface CourierColumn {
  field: CourierField;
  header: string;
  /** Column width in characters for the XLSX. */
  width: number;
}

/** The shop's own id of the line, in every layout, so the returned file matches back without guessing. */
export const LINE_ID_HEADER = '주문상품번호';

const tail = (tracking: string): CourierColumn[] => [
  { field: 'tracking', header: tracking, width: 16 },
  { field: 'lineId', header: LINE_ID_HEADER, width: 12 },
  { field: 'orderNumber', header: '주문번호', width: 22 },
];

/**
 * Column order and headers as each courier's bulk booking form expects them (CJ대한통운 CNPlus 대량
 * 예약, 인터넷우체국 대량 접수, 롯데 택배 다량 예약, 한진 원클릭 대량 접수). The sender is the contract's
 * registered address on all four services, so no sender block is written.
 */
export const COURIER_LAYOUTS = {
  CJ: [
    { field: 'receiver', header: '받는분성명', width: 12 },
    { field: 'phone', header: '받는분전화번호', width: 16 },
    { field: 'postcode', header: '받는분우편번호', width: 10 },
    { field: 'address', header: '받는분주소(전체, 분할)', width: 48 },
    { field: 'item', header: '품목명', width: 32 },
    { field: 'quantity', header: '내품수량', width: 8 },
    { field: 'note', header: '배송메세지1', width: 24 },
    ...tail('운송장번호'),
  ],
  EPOST: [
    { field: 'receiver', header: '수취인명', width: 12 },
    { field: 'postcode', header: '수취인 우편번호', width: 10 },
    { field: 'address', header: '수취인 주소', width: 48 },
    { field: 'phone', header: '수취인 이동통신', width: 16 },
    { field: 'item', header: '내용품명', width: 32 },
    { field: 'quantity', header: '수량', width: 8 },
    { field: 'note', header: '배송시 요청사항', width: 24 },
    ...tail('등기번호'),
  ],
  LOTTE: [
    { field: 'receiver', header: '받는분', width: 12 },
    { field: 'phone', header: '받는분 전화번호', width: 16 },
    { field: 'postcode', header: '우편번호', width: 10 },
    { field: 'address', header: '주소', width: 48 },
    { field: 'item', header: '상품명', width: 32 },
    { field: 'quantity', header: '수량', width: 8 },
    { field: 'note', header: '배송메시지', width: 24 },
    ...tail('운송장번호'),
  ],
  HANJIN: [
    { field: 'receiver', header: '수하인명', width: 12 },
    { field: 'phone', header: '수하인전화번호', width: 16 },
    { field: 'postcode', header: '수하인우편번호', width: 10 },
    { field: 'address', header: '수하인주소', width: 48 },
    { field: 'item', header: '품명', width: 32 },
    { field: 'quantity', header: '수량', width: 8 },
    { field: 'note', header: '배송메모', width: 24 },
    ...tail('운송장번호'),
  ],
} as const satisfies Record<Courier, readonly CourierColumn[]>;

/** One line to ship, as the export reads it from the database (or the mocked store). */
export interface CourierExportLine {
  lineId: number;
  orderNumber: string;
  receiver: string;
  phone: string;
  postcode: string;
  address: string;
  detailAddress: string;
  productName: string;
  /** The chosen option, e.g. "네이비 / L"; empty for a product without options. */
  optionText: string;
  quantity: number;
  note: string;
}

/** Korean mobile numbers the way couriers' forms take them: 010-1234-5678. */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^82/, '0');
  if (/^01\d{8,9}$/.test(digits)) return digits.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');
  return raw.trim();
}

/** One sheet row, in the layout's column order; the tracking cell is left empty. */
export function courierRow(courier: Courier, line: CourierExportLine): (string | number)[] {
  const values: Record<CourierField, string | number> = {
    lineId: line.lineId,
    orderNumber: line.orderNumber,
    receiver: line.receiver,
    phone: formatPhone(line.phone),
    postcode: line.postcode,
    address: [line.address, line.detailAddress].filter((part) => part.trim() !== '').join(' '),
    item: line.optionText ? `${line.productName} (${line.optionText})` : line.productName,
    quantity: line.quantity,
    note: line.note,
    tracking: '',
  };
  return COURIER_LAYOUTS[courier].map((column) => values[column.field]);
}

export function courierHeaders(courier: Courier): string[] {
  return COURIER_LAYOUTS[courier].map((column) => column.header);
}

/** The export file's name: 택배_CJ대한통운_20261127_1.xlsx (Seoul day). */
export function courierFileName(courier: Courier, format: 'XLSX' | 'CSV', day: string, exportId: number): string {
  return `택배_${COURIER_NAMES[courier]}_${day.replaceAll('-', '')}_${exportId}.${format.toLowerCase()}`;
}

export const COURIER_FORMATS = ['XLSX', 'CSV'] as const;
export type CourierFormat = (typeof COURIER_FORMATS)[number];

export const COURIER_EXPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type CourierExportStatus = (typeof COURIER_EXPORT_STATUSES)[number];

type Mirror<Values extends string> = { [V in Values]: V };
/** The same values as objects, for the ORM's enum columns; `satisfies` keeps them equal to the SDL. */
export const CourierCode = { CJ: 'CJ', EPOST: 'EPOST', LOTTE: 'LOTTE', HANJIN: 'HANJIN' } as const satisfies Mirror<Sdl.CourierSheetCourier> &
  Mirror<Courier>;
export const CourierFormatCode = { XLSX: 'XLSX', CSV: 'CSV' } as const satisfies Mirror<Sdl.CourierSheetFormat> & Mirror<CourierFormat>;
export const CourierExportStatusCode = { QUEUED: 'QUEUED', RUNNING: 'RUNNING', DONE: 'DONE', FAILED: 'FAILED' } as const satisfies Mirror<
  Sdl.CourierExportStatus
> &
  Mirror<CourierExportStatus>;
