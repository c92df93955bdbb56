import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RegionErrorBoundaryProps {
  fallback: ReactNode;
  onError: (error: Error) => void;
  children?: ReactNode;
}

/** Catches whatever a remote throws while loading or rendering, so only its region is replaced. */
export class RegionErrorBoundary extends Component<RegionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
