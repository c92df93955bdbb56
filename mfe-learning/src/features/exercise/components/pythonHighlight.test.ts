import { colors } from 'shared-ui';
import { codeColors } from './pythonHighlight';

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light = 0, dark = 0] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test.each(Object.entries(codeColors))(
  'the %s colour reads at 4.5:1 on the editor and on the error line',
  (_, colour) => {
    expect(contrast(colour, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, colors.dangerSoft)).toBeGreaterThanOrEqual(4.5);
  },
);
