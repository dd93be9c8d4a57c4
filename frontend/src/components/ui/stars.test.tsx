import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stars } from './stars';

afterEach(cleanup);

const fillWidth = (container: HTMLElement) => (container.querySelector('[aria-hidden="true"] span') as HTMLElement).style.width;

describe('Stars', () => {
  it('reads a rating out of five and hides the star characters from screen readers', () => {
    const { container, getByText } = render(<Stars rating={4} />);
    expect(getByText('5점 만점에 4점')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toContain('★★★★★');
    expect(fillWidth(container)).toBe('80%');
  });

  it('says an average to one decimal and fills it to the nearest half star', () => {
    const { container, getByText } = render(<Stars rating={4.26} />);
    expect(getByText('5점 만점에 4.3점')).toBeTruthy();
    expect(fillWidth(container)).toBe('90%');
  });

  it('keeps a figure outside 0-5 inside the five stars', () => {
    const { container, getByText } = render(<Stars rating={7} />);
    expect(getByText('5점 만점에 5점')).toBeTruthy();
    expect(fillWidth(container)).toBe('100%');
  });
});
