import { colors } from './tokens';
import { media, upToQuery } from './media';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const textPairs: [keyof typeof colors, keyof typeof colors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['primary', 'background'],
  ['primaryHover', 'background'],
  ['primary', 'primarySoft'],
  ['primary', 'successSoft'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onSecondary', 'secondary'],
  ['onSecondary', 'secondaryHover'],
  ['secondary', 'secondarySoft'],
  ['onSuccess', 'success'],
  ['success', 'background'],
  ['success', 'successSoft'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['danger', 'background'],
  ['danger', 'dangerSoft'],
  ['onWarning', 'warning'],
  ['warningText', 'background'],
  ['warningText', 'warningSoft'],
  ['textInverse', 'text'],
];

describe('colour tokens', () => {
  test.each(textPairs)('%s on %s meets WCAG AA for body text (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  test.each([
    ['borderStrong', 'background'],
    ['focus', 'background'],
    ['star', 'background'],
  ] as const)('%s on %s meets the 3:1 minimum for controls and graphics', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('media helpers', () => {
  test('below() excludes the breakpoint itself and above() includes it', () => {
    expect(media.below(768)).toBe('@media (max-width: 767.98px)');
    expect(media.above(1024)).toBe('@media (min-width: 1024px)');
  });

  test('upTo() includes the breakpoint ("collapses at 768 px") and beyond() starts just past it', () => {
    expect(media.upTo('nav')).toBe('@media (max-width: 768px)');
    expect(upToQuery('tablet')).toBe('(max-width: 1025px)');
    expect(media.beyond('tablet')).toBe('@media (min-width: 1025.02px)');
  });

  test('accepts breakpoint names', () => {
    expect(media.below('tablet')).toBe('@media (max-width: 1024.98px)');
    expect(media.above('mobile')).toBe('@media (min-width: 576px)');
  });
});
