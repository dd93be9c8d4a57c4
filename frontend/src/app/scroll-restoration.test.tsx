import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { SCROLL_RESTORE_DELAY_MS, useScrollRestoration } from './scroll-restoration';

function Probe() {
  useScrollRestoration();
  return null;
}

let scrollTo: MockInstance<(x: number, y: number) => void>;

/** jsdom does not lay pages out; the test scrolls by setting scrollY and firing the event. */
function scrollPageTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

async function goBack(): Promise<void> {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {}) as unknown as MockInstance<(x: number, y: number) => void>;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scroll restoration', () => {
  it('starts a new navigation at the top', () => {
    render(<Probe />);
    scrollPageTo(800);
    act(() => navigate('/products?category=75'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it("returns to the page's own position 1 ms after going back, per path and query", async () => {
    render(<Probe />);
    act(() => navigate('/products?category=75'));
    scrollPageTo(1200);
    act(() => navigate('/products/3'));
    scrollPageTo(300);
    scrollTo.mockClear();

    await goBack();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);

    scrollPageTo(1250);
    await goBack();
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    // The home page was never scrolled.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('goes to the top again when the visitor follows a link to a page seen before', () => {
    render(<Probe />);
    act(() => navigate('/products'));
    scrollPageTo(900);
    act(() => navigate('/products/3'));
    act(() => navigate('/products'));
    act(() => vi.advanceTimersByTime(10));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
