import { Component, type ReactNode } from 'react';

interface RegionErrorBoundaryProps {
  /** What shows once the children threw; given as a function, it receives what was thrown. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** When this value changes, the children render again (a page's error is forgotten on navigation). */
  resetKey?: unknown;
  children?: ReactNode;
}

interface RegionErrorBoundaryState {
  caught: { error: unknown } | null;
  resetKey: unknown;
}

/** Catches whatever a remote (or a page) throws while loading or rendering, so only its region is replaced. */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, RegionErrorBoundaryState> {
  override state: RegionErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<RegionErrorBoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(
    props: RegionErrorBoundaryProps,
    state: RegionErrorBoundaryState,
  ): Partial<RegionErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(caught.error) : fallback;
  }
}
