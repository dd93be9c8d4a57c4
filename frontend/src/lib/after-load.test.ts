import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoad } from './after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
  vi.useRealTimers();
});

describe('afterLoad', () => {
  it('waits for the page’s load event, then for an idle moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const task = vi.fn();
    afterLoad(task);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs soon on a page already loaded, and never once cancelled', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    afterLoad(task)();
    const later = vi.fn();
    afterLoad(later);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
