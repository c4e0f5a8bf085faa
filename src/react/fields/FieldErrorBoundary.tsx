import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link FieldErrorBoundary}. */
export interface FieldErrorBoundaryProps {
  /** What to show instead of a control that threw; a function is called only then (nothing is built or kept for fields that never fail). */
  fallback: ReactNode | (() => ReactNode);
  /** Told of the error, e.g. to log it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

/**
 * Contains a control that throws: the field shows a fallback, the rest of the form goes on, and
 * the field's value stays in the form.
 *
 * @example
 * <FieldErrorBoundary fallback={<p>This field could not be shown.</p>}><Control {...props} /></FieldErrorBoundary>
 */
export class FieldErrorBoundary extends Component<FieldErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback() : fallback;
  }
}
