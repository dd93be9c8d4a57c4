import type { Page } from '@playwright/test';
import { expect } from './test';

// The member screen's steps, shared by the admin-members specs.

export async function openMember(page: Page, search: string, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: '회원 검색' }).fill(search);
  const list = page.getByRole('table', { name: '회원 목록' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `회원 · ${name}` })).toBeVisible();
}

export async function suspend(page: Page, reason: string): Promise<void> {
  await page.getByRole('button', { name: '회원 정지' }).click();
  const dialog = page.getByRole('dialog', { name: '회원 정지' });
  await dialog.getByRole('textbox', { name: '정지 사유' }).fill(reason);
  await dialog.getByRole('button', { name: '정지하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
}

export async function restore(page: Page): Promise<void> {
  await page.getByRole('button', { name: '정지 풀기' }).click();
  await page.getByRole('dialog', { name: '정지 풀기' }).getByRole('button', { name: '정지 풀기' }).click();
  await expect(page.getByRole('button', { name: '회원 정지' })).toBeVisible();
}
