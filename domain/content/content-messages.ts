// The sentences staff are told about the shop's content, shared by the server, the mocked API and
// the console (docs/product-rules.md#shop-content).

export const AD_NOT_FOUND_MESSAGE = '광고를 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const AD_IMAGE_MESSAGE = '광고 이미지는 이미지 올리기로 올린 파일만 쓸 수 있어요. 이미지를 다시 올려 주세요.';
export const AD_ORDER_MESSAGE = '광고 순서에 모든 광고를 한 번씩 넣어 주세요. 목록을 새로고침한 뒤 다시 시도해 주세요.';
export const NOTICE_ENDS_PAST_MESSAGE = '공지 종료 일시는 지금보다 뒤로 정해 주세요.';
export const AD_ENDS_BEFORE_START_MESSAGE = '광고 종료 일시는 시작 일시보다 뒤로 정해 주세요.';
export const AD_ENDS_PAST_MESSAGE = '이미 지난 종료 일시예요. 광고를 걸어 둘 기간을 다시 정해 주세요.';

/** What the audit log says happened (해요체 past). */
export const CONTENT_AUDIT_SUMMARY = {
  adCreate: '광고를 추가했어요',
  adUpdate: '광고를 고쳤어요',
  adShow: '광고를 켰어요',
  adHide: '광고를 껐어요',
  adDelete: '광고를 지웠어요',
  adReorder: '광고 순서를 바꿨어요',
  notice: '상단 공지를 바꿨어요',
  settings: '쇼핑몰 설정을 고쳤어요',
} as const;
