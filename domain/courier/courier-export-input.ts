import { z } from 'zod';
import { COURIER_FORMATS, COURIERS } from './courier-layouts';

/*
 * What staff send to request a courier file and to read a returned one (docs/decisions/0051),
 * shared by the backend and the mocked API so both refuse alike.
 */

/** Ticked lines per export; a desk page ticks far fewer, a filter has no cap (the job streams). */
export const EXPORT_MAX_IDS = 10_000;
/** Exports listed on the shipping page. */
export const EXPORT_LIST_LIMIT = 20;

const courier = z.enum(COURIERS, { error: '택배사를 CJ대한통운, 우체국택배, 롯데택배, 한진택배 중에서 골라 주세요.' });

export const courierExportInput = z.object({
  filter: z.unknown().nullish(),
  orderProductIds: z
    .array(z.number().int({ error: '주문 상품 번호를 숫자로 보내 주세요.' }).positive({ error: '주문 상품 번호를 숫자로 보내 주세요.' }))
    .max(EXPORT_MAX_IDS, { error: `한 번에 ${EXPORT_MAX_IDS.toLocaleString('ko-KR')}개까지 내보낼 수 있어요. 필터로 내보내 주세요.` })
    .nullish()
    .transform((ids) => (ids && ids.length > 0 ? [...new Set(ids)] : null)),
  courier,
  format: z.enum(COURIER_FORMATS, { error: '파일 형식을 XLSX 또는 CSV로 골라 주세요.' }),
});

export const trackingImportInput = z.object({
  importId: z.number().int({ error: '올린 파일을 다시 선택해 주세요.' }).positive({ error: '올린 파일을 다시 선택해 주세요.' }),
  courier,
});

/**
 * Courier files hold buyers' names, phones and addresses: they are kept as long as shipping and
 * its questions need them, then deleted (the export's row stays, without its file).
 */
export const COURIER_FILE_RETENTION_DAYS = 30;

/** Files made or uploaded before this moment are past their retention. */
export const courierFileCutoff = (now: Date) => new Date(now.getTime() - COURIER_FILE_RETENTION_DAYS * 86_400_000);

export const COURIER_MESSAGES = {
  importNotFound: '올린 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.',
  exportNotFound: '내보낸 파일을 찾을 수 없어요. 목록을 새로고침해 주세요.',
  exportNotReady: '파일을 아직 만들고 있어요. 잠시 후 다시 받아 주세요.',
  exportFailed: '파일을 만들지 못했어요. 다시 요청해 주세요.',
  importKind: 'XLSX 또는 CSV 파일만 올릴 수 있어요.',
  importTooLarge: '파일이 너무 커요. 5MB 이하로 나눠서 올려 주세요.',
  importEmpty: '빈 파일이에요. 택배사에서 받은 파일을 올려 주세요.',
  filePurged: `보관 기간(${COURIER_FILE_RETENTION_DAYS}일)이 지나 개인정보가 담긴 파일을 지웠어요.`,
} as const;
