/**
 * Catches what a screen throws while loading or rendering (a chunk lost to a dropped connection,
 * a failed read) and shows the in-place offline state; Retry renders the screen again, and the
 * lazy pages then import afresh. Keyed by the route, so moving elsewhere starts clean.
 */
import { Component, type ReactNode } from 'react';
import { OfflineState } from './offline-state';
import { isConnectionError } from '../../lib/offline/retry-import';
import { forgetFailedChunks } from '../../lib/offline/retryable-lazy';
import { handOffPrerendered } from '../../lib/prerender-handoff';

interface Props {
  readonly children: ReactNode;
  /** What to show instead of the offline state (null: nothing, for overlays such as notices). */
  readonly quiet?: boolean;
  /** The frame the offline state shows in, when the children failed with theirs (the tab bar). */
  readonly frame?: (state: ReactNode) => ReactNode;
}

interface State {
  readonly error: unknown;
}

export class OfflineBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  // A screen that failed to load says so: a prerendered screen must not stay in front of it.
  override componentDidCatch(): void {
    if (!this.props.quiet) handOffPrerendered();
  }

  private readonly retry = () => {
    forgetFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.quiet) return null;
    const offline = isConnectionError(error) || !navigator.onLine;
    const state = <OfflineState offline={offline} onRetry={this.retry} />;
    return this.props.frame ? this.props.frame(state) : state;
  }
}
