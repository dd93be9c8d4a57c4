/*
 * What a member is told about the photos they use, over plain values (no ORM), shared by
 * upload.service.ts and the mocked API.
 */

export const NOT_OWN_PHOTO_MESSAGE = '직접 올린 사진만 사용할 수 있어요. 사진을 다시 올려 주세요.';
