// Review photo addresses from the mocked API: the same names accepted and refused, with the same
// sentences, as domain/upload/upload-policy.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockApi } from '../schema';
import { dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

type Grant = { upload: { uploadUrl: string; url: string; contentType: string; maxBytes: number; expiresAt: string } };

let api: MockApi;
let run: Run;

beforeEach(() => {
  api = frozenApi('standard');
  run = runner(api);
});

describe('upload addresses in the mocked API', () => {
  it('signs a member’s photo under their id, typed and keyed by its canonical extension, for ten minutes', async () => {
    const { upload } = dataOf(await run<Grant>('UploadTarget', { name: 'C:\\fakepath\\과잠 착용샷.JPEG' }));
    expect(upload.contentType).toBe('image/jpeg');
    expect(upload.url).toMatch(/^http:\/\/shop\.test\/mock-uploads\/1-[a-z0-9]+-\d+\.jpg$/);
    expect(upload.uploadUrl.startsWith(`${upload.url}?expires=`)).toBe(true);
    expect(Date.parse(upload.expiresAt) - Date.parse(api.scenario.now)).toBe(10 * 60 * 1000);
  });

  it('refuses an iPhone HEIC photo with the backend’s tip to switch the camera to JPG, granting nothing', async () => {
    const before = JSON.stringify(api.db.state);
    const result = await run<Grant>('UploadTarget', { name: 'IMG_0001.HEIC' });
    expect(refusalOf(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'HEIC 사진은 올릴 수 없어요. 아이폰의 설정 > 카메라 > 포맷에서 ‘높은 호환성’을 고르거나 JPG로 바꿔서 올려 주세요.',
    });
    expect(result.errors?.[0]?.extensions.field).toBe('name');
    expect(result.data?.upload ?? null).toBeNull();
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('names the accepted types and the chosen one when the file is not a photo', async () => {
    expect(refusalOf(await run('UploadTarget', { name: '시간표.pdf' }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: '사진은 JPG, PNG, WEBP, GIF 파일만 올릴 수 있어요. (선택한 파일: .pdf)',
    });
    expect(refusalOf(await run('UploadTarget', { name: '사진' })).message).toBe(
      '사진 파일의 확장자를 알 수 없어요. JPG, PNG, WEBP, GIF 사진을 선택해 주세요.',
    );
  });

  it('asks a visitor to log in before handing out an address', async () => {
    expect(refusalOf(await run('UploadTarget', { name: 'cap.jpg' }, null)).code).toBe('UNAUTHENTICATED');
  });
});
