// A part of a page whose code loads on demand (the photo viewer, the car's 360° viewer): it shows
// a designed placeholder while its chunk loads, and if the chunk fails (network, a new deploy) an
// inline error with a retry that fetches the chunk again, without breaking the rest of the page.

import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useChunk } from '../../platform/use-chunk';
import { ErrorState } from '../../ui/error-state';

export interface LazyPartLoader<P> {
  /** Forgets a failed load so the next attempt fetches the chunk again. */
  reset: () => void;
  /** Starts fetching the chunk ahead of use (e.g. on the first touch). */
  preload: () => void;
  /** Fetches the chunk (once) and gives the component itself. */
  load: () => Promise<ComponentType<P>>;
  /** The component if its chunk is already in. */
  loaded: () => ComponentType<P> | null;
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPartLoader<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  let resolved: ComponentType<P> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (component) => {
        resolved = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    reset: () => {
      pending = null;
    },
    preload: () => void fetchOnce().catch(() => undefined),
    load: fetchOnce,
    loaded: () => resolved,
  };
}

class PartBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * Renders `render(Component)` once the part's chunk is in; `placeholder` until then. The chunk is waited
 * for in state, not by suspending (src/platform/use-chunk.ts says why); a chunk already in renders at
 * once, in the same frame as what asked for it.
 */
export function LazyPart<P extends object>({
  part,
  placeholder,
  render,
  errorTitle,
  frame = (content) => content,
  className,
}: {
  part: LazyPartLoader<P>;
  placeholder: ReactNode;
  render: (Loaded: ComponentType<P>) => ReactNode;
  /** The area's own words for "this part did not load". */
  errorTitle: string;
  /** Wraps the error state (e.g. in the overlay the part would have filled). */
  frame?: (content: ReactNode) => ReactNode;
  className?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const chunk = useChunk(part, attempt);
  const retry = () => {
    part.reset();
    setAttempt((n) => n + 1);
  };
  const failed = (onRetry: () => void) =>
    frame(<ErrorState className={className} title={errorTitle} onRetry={onRetry} />);
  if (chunk.status === 'failed') return failed(retry);
  if (chunk.status !== 'ready') return placeholder;
  // A part that fails as it renders shows the same error state; its retry renders it again.
  return (
    <PartBoundary key={attempt} onRetry={retry} fallback={failed}>
      <Suspense fallback={placeholder}>{render(chunk.value)}</Suspense>
    </PartBoundary>
  );
}
