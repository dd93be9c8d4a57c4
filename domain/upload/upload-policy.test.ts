import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/errors';
import { formatByteLimit, newUploadKey, parseUploadName } from './upload-policy';

function refusal(name: string): { code: string; message: string; field: unknown } {
  try {
    parseUploadName(name);
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.message, field: err.extensions.field };
    throw err;
  }
  throw new Error(`${name} was accepted`);
}

describe('upload file names', () => {
  it('takes the type from the extension, whatever its case, and stores jpeg as jpg', () => {
    expect(parseUploadName('IMG_0001.JPG')).toEqual({ originalName: 'IMG_0001.JPG', extension: 'jpg', contentType: 'image/jpeg' });
    expect(parseUploadName('과잠 착용샷.jpeg')).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg' });
    expect(parseUploadName('a.png').contentType).toBe('image/png');
    expect(parseUploadName('a.WebP').contentType).toBe('image/webp');
    expect(parseUploadName('a.gif').contentType).toBe('image/gif');
  });

  it('keeps only the file name of a path a browser sent', () => {
    expect(parseUploadName('C:\\fakepath\\photo.png').originalName).toBe('photo.png');
    expect(parseUploadName('../../etc/passwd.png').originalName).toBe('passwd.png');
  });

  it('shortens a very long name to the column, keeping its extension', () => {
    const parsed = parseUploadName(`${'가'.repeat(400)}.png`);
    expect(parsed.originalName).toHaveLength(255);
    expect(parsed.originalName.endsWith('.png')).toBe(true);
  });

  it('refuses files that are not allowed images with a Korean sentence naming the allowed ones', () => {
    for (const name of ['report.pdf', 'page.html', 'logo.svg', 'photo.png.exe']) {
      const { code, message, field } = refusal(name);
      expect([code, field], name).toEqual(['BAD_USER_INPUT', 'name']);
      expect(message).toContain('JPG, PNG, WEBP, GIF 파일만');
    }
  });

  it('tells iPhone users how to get a JPG instead of a HEIC photo', () => {
    expect(refusal('IMG_1234.HEIC').message).toContain('높은 호환성');
    expect(refusal('IMG_1234.heif').code).toBe('BAD_USER_INPUT');
  });

  it('refuses empty names and names without an extension', () => {
    expect(refusal('   ').message).toBe('파일 이름이 비어 있어요. 사진을 다시 선택해 주세요.');
    expect(refusal('photo').message).toContain('확장자를 알 수 없어요');
    expect(refusal('folder/').message).toContain('확장자를 알 수 없어요');
    expect(refusal('x'.repeat(1001) + '.png').message).toContain('너무 길어요');
  });
});

describe('upload keys', () => {
  it('files keys by month in Korean time under a fresh random name', () => {
    // 2026-11-30 16:00 UTC is already December 1st in Seoul.
    const key = newUploadKey('png', new Date('2026-11-30T16:00:00Z'));
    expect(key).toMatch(/^images\/2026\/12\/[0-9a-f-]{36}\.png$/);
    expect(newUploadKey('png', new Date())).not.toBe(newUploadKey('png', new Date()));
  });
});

describe('size limits in sentences', () => {
  it('writes limits the way people read them', () => {
    expect(formatByteLimit(10 * 1024 * 1024)).toBe('10MB');
    expect(formatByteLimit(1.5 * 1024 * 1024)).toBe('1.5MB');
    expect(formatByteLimit(2048)).toBe('2KB');
  });
});
