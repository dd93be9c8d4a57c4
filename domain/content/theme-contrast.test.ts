import { describe, expect, it } from 'vitest';
import { contrastLabel, contrastRatio, formatRatio, onColor, readableAccent, TEXT_BACKGROUNDS, themeContrast } from './theme-contrast';

describe('theme contrast', () => {
  it('computes the WCAG 2 ratios of well-known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // #767676 is the palest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
  });

  it('judges the text colour the header really uses on the colour', () => {
    expect(themeContrast('#1e4fa3')).toMatchObject({ text: '#ffffff', passes: true });
    expect(themeContrast('#ffe066')).toMatchObject({ text: '#111111', passes: true });
    // Mid greys fail with either text colour: no choice of text makes them readable.
    const grey = themeContrast('#777777');
    expect(grey.passes).toBe(false);
    expect(grey.ratio).toBeLessThan(4.5);
    expect(onColor('#777777')).toBe(grey.text);
  });

  it('shows the ratio cut to one decimal so a failing ratio never reads 4.5', () => {
    expect(formatRatio(4.478)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
    expect(contrastLabel(themeContrast('#1e4fa3'))).toBe('대비 7.7:1 · 통과');
    expect(contrastLabel(themeContrast('#777777'))).toBe('대비 4.4:1 · 미달');
  });

  it('keeps a dark theme colour as text and darkens a pale one until it passes AA on every page background', () => {
    expect(readableAccent('#1e4fa3')).toBe('#1e4fa3');
    for (const pale of ['#ffe066', '#f5a623', '#4fc3f7', '#ffffff']) {
      const accent = readableAccent(pale);
      expect(accent).not.toBe(pale);
      for (const background of TEXT_BACKGROUNDS) expect(contrastRatio(accent, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
