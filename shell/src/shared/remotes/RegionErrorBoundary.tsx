import { Component, type ReactNode } from 'react';

interface RegionErrorBoundaryProps {
  fallback: ReactNode;
  children?: ReactNode;
}

/** Catches whatever a remote throws while loading or rendering, so only its region is replaced. */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
