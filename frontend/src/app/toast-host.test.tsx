import { Provider, createStore } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../lib/toast';
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
    act(() => showToast('장바구니에 담았습니다.', store));
    expect(shown()).toBe('장바구니에 담았습니다.');

    act(() => vi.advanceTimersByTime(999));
    expect(shown()).toBe('장바구니에 담았습니다.');

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
});
