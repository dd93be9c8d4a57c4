// @vitest-environment jsdom
// The real app with no backend: its own client reaches the mocked API through MSW, and the home
// page shows the scenario's shop.
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMockServer } from './node';

const server = createMockServer({ scenario: 'standard' });

beforeAll(() => {
  // jsdom has no origin for fetch; the app reads its API base at start-up.
  vi.stubEnv('VITE_API_BASE', 'http://shop.test');
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(cleanup);
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

it('the home page shows the mocked shop: its name, top notice and promoted categories', async () => {
  const { App } = await import('../frontend/src/app/app');
  render(createElement(App));
  expect(await screen.findByRole('heading', { level: 1, name: '한빛대 생협 굿즈샵' })).toBeTruthy();
  expect(screen.getByText(/2026 학과 과잠 공동구매가 진행 중입니다/)).toBeTruthy();
  for (const title of ['올해의 과잠·점퍼', '캠퍼스 필수템 후드·맨투맨', '포근한 플리스', '티셔츠와 한빛 굿즈']) {
    expect(screen.getByText(title)).toBeTruthy();
  }
  // The sub categories come from the mocked category tree, in its order.
  expect(screen.getByText('과잠 · 코치자켓·바람막이 · 패딩')).toBeTruthy();
});
