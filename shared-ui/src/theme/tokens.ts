// Design tokens. Text/background pairs meet WCAG AA (4.5:1); tokens.test.ts checks every pair.
export const colors = {
  primary: '#1565c0',
  primaryHover: '#0d47a1',
  primarySoft: '#e3effc',
  onPrimary: '#ffffff',
  secondary: '#2e7d32',
  secondaryHover: '#1b5e20',
  secondarySoft: '#e8f5e9',
  onSecondary: '#ffffff',
  success: '#2e7d32',
  successSoft: '#e8f5e9',
  onSuccess: '#ffffff',
  danger: '#c62828',
  dangerHover: '#a31515',
  dangerSoft: '#fdecea',
  onDanger: '#ffffff',
  warning: '#ffb300',
  warningText: '#8a4b00',
  warningSoft: '#fff6e0',
  onWarning: '#1f2937',
  text: '#1f2937',
  textMuted: '#4b5563',
  textInverse: '#ffffff',
  background: '#ffffff',
  surface: '#f5f8fc',
  surfaceAlt: '#eef3fa',
  border: '#d6dde8',
  borderStrong: '#6b7280',
  focus: '#1d4ed8',
  overlay: 'rgba(17, 24, 39, 0.7)',
  star: '#b45309',
  starEmpty: '#9ca3af',
} as const;

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const shadows = {
  none: 'none',
  sm: '0 1px 3px rgba(17, 24, 39, 0.12), 0 1px 2px rgba(17, 24, 39, 0.08)',
  md: '0 4px 12px rgba(17, 24, 39, 0.12)',
  lg: '0 12px 32px rgba(17, 24, 39, 0.18)',
} as const;

export const typography = {
  fontFamily:
    "'Nunito', 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  fontFamilyMono: "'Fira Code', 'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, monospace",
  sizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.25rem',
    display: '3rem',
  },
  weights: { regular: 400, medium: 600, bold: 700, black: 800 },
  lineHeights: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
} as const;

/** The spec's breakpoints in px. */
export const breakpoints = {
  mobile: 576,
  nav: 768,
  large: 991,
  desktop: 1024,
  tablet: 1025,
} as const;

/** Durations in ms; collapse is the spec's default of 300 ms. */
export const durations = {
  fast: 150,
  normal: 250,
  collapse: 300,
} as const;

export const zIndices = {
  base: 0,
  sticky: 100,
  header: 200,
  dropdown: 300,
  /** The cookie notice: over the page, under an open dialog (which would otherwise lose its last lines to it). */
  notice: 900,
  modal: 1000,
  toast: 1100,
} as const;

export const sizes = {
  container: '1200px',
  containerNarrow: '760px',
  containerWide: '1440px',
} as const;

export type SpaceToken = keyof typeof space;
export type BreakpointName = keyof typeof breakpoints;
