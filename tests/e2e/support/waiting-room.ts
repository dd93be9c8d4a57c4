import { expect, type Page } from '@playwright/test';
import { ADMIN_CREDENTIAL } from '../../../mocks/scenarios/members';
import { goInApp, switchMember } from './console';
import { fillSignUpForm, uniqueMember, type NewMember } from './members';
import { openAsVisitor } from './navigation';
import type { Target } from './test';

// The waiting-room journey's steps through the screens (ADR 0077): students who sign up with a
// certified phone, staff who set a product's opening and its room, and what a student's queue
// screen says. One tab on both targets: mock mode keeps its state per tab.

/** Signs `count` new students up through the form (each certifies a phone); the last stays signed in. */
export async function signUpStudents(page: Page, target: Target, names: readonly string[]): Promise<NewMember[]> {
  const students: NewMember[] = [];
  await openAsVisitor(page, target, '/signup');
  for (const name of names) {
    if (students.length > 0) {
      await goInApp(page, '/my');
      await page.getByRole('button', { name: '로그아웃' }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
      await goInApp(page, '/signup');
    }
    const student = uniqueMember(name);
    await fillSignUpForm(page, target, student);
    await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();
    students.push(student);
  }
  return students;
}

const seoulClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the product editor's `datetime-local` value on the Seoul clock, to the second. */
export function seoulInputOf(at: Date): string {
  const parts = Object.fromEntries(seoulClock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * Staff (signed in) set the product's sale start in the product editor and save; returns what the
 * field held before, to put back.
 */
export async function setSaleStart(page: Page, productId: number, value: string): Promise<string> {
  await goInApp(page, `/admin/products/${productId}`);
  const form = page.getByRole('form', { name: '상품 정보' });
  const field = form.getByLabel('판매 시작 (한국 시간)');
  await expect(field).toBeEditable();
  const before = await field.inputValue();
  await field.fill(value);
  await form.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했어요.' })).toBeVisible();
  return before;
}

export interface RoomSettings {
  enabled: boolean;
  mode?: '1분에 N명씩' | '동시에 최대 N명';
  rate?: number;
  admissionMinutes?: number;
  holdMinutes?: number;
}

/** Staff (signed in) set a product's waiting room at /admin/waiting-rooms?product= and save. */
export async function setRoom(page: Page, productId: number, productName: string, settings: RoomSettings): Promise<void> {
  await goInApp(page, `/admin/waiting-rooms?product=${productId}`);
  const form = page.getByRole('form', { name: `${productName} 대기열 설정` });
  const enabled = form.getByRole('checkbox', { name: '대기열 켜기' });
  await expect(enabled).toBeEditable();
  await enabled.setChecked(settings.enabled);
  if (settings.mode) await form.getByRole('radio', { name: settings.mode }).check();
  if (settings.rate !== undefined) await form.getByRole('textbox', { name: '입장 인원 (N명)' }).fill(String(settings.rate));
  if (settings.admissionMinutes !== undefined) await form.getByRole('textbox', { name: '입장 유지 시간 (분)' }).fill(String(settings.admissionMinutes));
  if (settings.holdMinutes !== undefined) await form.getByRole('textbox', { name: /재고 잡아 두는 시간/ }).fill(String(settings.holdMinutes));
  await form.getByRole('button', { name: '저장하기' }).click();
  await expect(form.getByRole('status')).toHaveText('저장했어요. 모든 서버에 1초 안에 반영돼요.');
}

/** Staff (signed in) set one combination's stock in the product's grid; returns what it was. */
export async function setComboStock(page: Page, productId: number, combo: string, stock: number): Promise<string> {
  await goInApp(page, `/admin/products/${productId}/options`);
  const field = page.getByRole('textbox', { name: `${combo} 재고` });
  await expect(field).toBeEditable();
  const before = await field.inputValue();
  await field.fill(String(stock));
  await page.getByRole('button', { name: /^저장하기/ }).click();
  await expect(page.getByRole('status').filter({ hasText: '저장했어요.' })).toBeVisible();
  return before;
}

/**
 * On a product page: the stock a student is told for `colour` / `size` (the picker says "N개 남음"
 * at five or fewer), read from the option sheet, which is closed again.
 */
export async function stockShown(page: Page, colour: string, size: string): Promise<string> {
  await page.getByRole('region', { name: '구매하기' }).getByRole('button', { name: '장바구니', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '옵션 선택' });
  await sheet.getByRole('group', { name: /색상/ }).getByRole('radio', { name: new RegExp(`^${colour}`) }).check();
  const radio = sheet.getByRole('group', { name: /사이즈/ }).getByRole('radio', { name: new RegExp(`^${size}\\b`) });
  await expect(radio).toBeAttached();
  const name = (await radio.evaluate((input) => input.closest('label')?.textContent ?? '')).trim();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  return /(\d+)개 남음/.exec(name)?.[1] ?? 'many';
}

/** Staff hand over to a student (or back): logs out and in again in the same tab. */
export const asStaff = (page: Page, next: string) => switchMember(page, ADMIN_CREDENTIAL, next);

/** What a student's queue screen says once the draw ran: let in, or the place in line. */
export type QueueScreen = { admitted: true } | { admitted: false; position: number; ahead: number };

/**
 * On `/products/:id/waiting-room`: waits (up to `timeout`) until the screen shows a place or an
 * admission, and reads it.
 */
export async function readQueueScreen(page: Page, timeout = 15_000): Promise<QueueScreen> {
  const admitted = page.getByRole('heading', { level: 2, name: '입장했어요' });
  const place = page.getByRole('heading', { level: 2, name: '내 순서' });
  await expect(admitted.or(place)).toBeVisible({ timeout });
  if (await admitted.isVisible()) return { admitted: true };
  const card = page.getByRole('region', { name: '내 순서' });
  const position = Number(/([\d,]+)번째/.exec((await card.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  const ahead = Number(/내 앞에 ([\d,]+)명/.exec((await card.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  return { admitted: false, position, ahead };
}
