import { Provider, createStore } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showMessage, showNotification, showToast } from '../lib/toast';
import { ToastHost } from './toast-host';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe('ToastHost', () => {
  let container: HTMLDivElement;
  let root: Root;
  let store: ReturnType<typeof createStore>;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers();
    store = createStore();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    act(() =>
      root.render(
        <Provider store={store}>
          <ToastHost />
        </Provider>,
      ),
    );
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const shown = () => container.querySelector('[role="status"]')?.textContent ?? null;

  it('shows a message for one second', () => {
    act(() => showToast('장바구니에 담았어요.', store));
    expect(shown()).toBe('장바구니에 담았어요.');

    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe('장바구니에 담았어요.');

    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('shows one toast at a time: a new message replaces the old and gets its own second', () => {
    act(() => showToast('첫 번째', store));
    act(() => vi.advanceTimersByTime(600));
    act(() => showToast('두 번째', store));

    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(shown()).toBe('두 번째');

    act(() => vi.advanceTimersByTime(600));
    expect(shown()).toBe('두 번째');

    act(() => vi.advanceTimersByTime(400));
    expect(shown()).toBeNull();
  });

  it('keeps a message for three seconds', () => {
    act(() => showMessage('로그인이 필요한 서비스예요.', { store }));
    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe('로그인이 필요한 서비스예요.');

    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('keeps a notification for four and a half seconds, with its title, unless it is closed', () => {
    act(() => showNotification('재입고 알림을 신청했어요', '입고되면 문자로 알려 드릴게요.', { store }));
    expect(shown()).toBe('재입고 알림을 신청했어요 입고되면 문자로 알려 드릴게요.');

    act(() => vi.advanceTimersByTime(4499));
    expect(shown()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();

    act(() => showNotification('주문이 접수되었어요', '입금 확인 후 제작이 시작돼요.', { store }));
    const close = container.querySelector<HTMLButtonElement>('button[aria-label="알림 닫기"]');
    act(() => close?.click());
    expect(shown()).toBeNull();
  });

  it('lets a caller give a long sentence more time', () => {
    act(() => showMessage('긴 안내 문장', { store, durationMs: 5000 }));
    act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toBe('긴 안내 문장');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });

  it('replaces a notification by a newer short toast, which then lasts its own one second', () => {
    act(() => showNotification('알림', '내용', { store }));
    act(() => vi.advanceTimersByTime(1000));
    act(() => showToast('장바구니에 담았어요.', store));

    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(shown()).toBe('장바구니에 담았어요.');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBeNull();
  });

  it('gives a toast with a link the time of a message, and clears it once the link is followed', () => {
    act(() => showToast('장바구니에 담았어요.', { store, action: { label: '장바구니 보기', href: '/cart' } }));
    const link = container.querySelector<HTMLAnchorElement>('a');
    expect(link?.textContent).toBe('장바구니 보기');
    expect(link?.getAttribute('href')).toBe('/cart');
    // Only the words are announced; the link sits beside the live region.
    expect(shown()).toBe('장바구니에 담았어요.');

    act(() => vi.advanceTimersByTime(2999));
    expect(shown()).toBe('장바구니에 담았어요.');
    act(() => link?.click());
    expect(shown()).toBeNull();
  });

  it('holds a toast while its link has focus, then lets it run out the time it had left', () => {
    act(() => showNotification('장바구니에 담았어요', '한빛 과잠 (M · 1개)', { store, action: { label: '장바구니 보기', href: '/cart' } }));
    act(() => vi.advanceTimersByTime(4000));
    const link = container.querySelector<HTMLAnchorElement>('a');
    act(() => link?.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).not.toBeNull();

    act(() => link?.blur());
    act(() => vi.advanceTimersByTime(499));
    expect(shown()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBeNull();
  });
});
