import { THEME_CSS, THEME_VARIABLES } from './cssVariables';
import { colors, durations, space, typography, zIndices } from './tokens';

describe('the design tokens as CSS custom properties', () => {
  it('names each token in kebab case under its group, with its value', () => {
    expect(THEME_VARIABLES.get('--color-text-muted')).toBe(colors.textMuted);
    expect(THEME_VARIABLES.get('--space-xxl')).toBe(space.xxl);
    expect(THEME_VARIABLES.get('--font-size-md')).toBe(typography.sizes.md);
    expect(THEME_VARIABLES.get('--font-weight-bold')).toBe(String(typography.weights.bold));
    expect(THEME_VARIABLES.get('--line-height-normal')).toBe(String(typography.lineHeights.normal));
    expect(THEME_VARIABLES.get('--duration-collapse')).toBe(`${durations.collapse}ms`);
    expect(THEME_VARIABLES.get('--z-modal')).toBe(String(zIndices.modal));
    expect(THEME_VARIABLES.get('--font-family')).toBe(typography.fontFamily);
  });

  it('has one property per colour token and writes them all into one :root rule', () => {
    const colorNames = [...THEME_VARIABLES.keys()].filter((name) => name.startsWith('--color-'));
    expect(colorNames).toHaveLength(Object.keys(colors).length);
    expect(THEME_CSS.startsWith(':root{')).toBe(true);
    for (const [name, value] of THEME_VARIABLES) expect(THEME_CSS).toContain(`${name}:${value}`);
  });
});
