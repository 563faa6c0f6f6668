// A piece of a screen that loads after the first paint and that the screen can do without for a
// while: the card hearts, the footer, the header's chat corner and language menu, the cart bar.
//
// On a weak connection its chunk can fail to arrive. A plain `lazy` would throw that failure to the
// route's error page, taking down a page that was already readable (and the router reloads the page
// on a missing chunk, which offline ends on the browser's offline screen). An optional piece shows
// its fallback instead and asks for its chunk again when the browser is back online. A page the
// server rendered shows the fallback there too, and the piece once the browser has taken over.
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  useSyncExternalStore,
} from 'react';

export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  // One lazy component per attempt: React keeps a failed lazy failed, so a retry needs a new one.
  const attemptLoad = () =>
    lazy(() =>
      load().then(
        (piece) => ({ default: piece }),
        (error: unknown) => {
          throw new PieceNotLoaded(error);
        },
      ),
    );
  let attempt = 0;
  let Piece: LazyExoticComponent<ComponentType<P>> = attemptLoad();
  const retryAfter = (failedAttempt: number) => {
    if (failedAttempt !== attempt) return;
    attempt += 1;
    Piece = attemptLoad();
  };

  function Optional(props: P) {
    // Rendered on the server and while React attaches to that HTML, the piece is its fallback:
    // its code is not there yet, and the first render in the browser must match the server's.
    if (!useHydrated()) return fallback;
    return (
      <RetryWhenOnline
        fallback={fallback}
        attempt={() => attempt}
        onRetry={retryAfter}
        render={() => (
          <Suspense fallback={fallback}>
            <Piece {...props} />
          </Suspense>
        )}
      />
    );
  }
  return Optional;
}

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true from then on (and in client-only renders). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The piece's code did not arrive; any other error inside the piece is a bug and goes on up. */
class PieceNotLoaded extends Error {
  constructor(cause: unknown) {
    super('an optional piece of the screen could not be loaded', { cause });
    this.name = 'PieceNotLoaded';
  }
}

interface RetryProps {
  fallback: ReactNode;
  attempt: () => number;
  onRetry: (failedAttempt: number) => void;
  render: () => ReactNode;
}

class RetryWhenOnline extends Component<RetryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  /** The attempt the children were last rendered with: the one that failed when they throw. */
  private renderedAttempt = 0;

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PieceNotLoaded) window.addEventListener('online', this.retry);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry(this.renderedAttempt);
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error instanceof PieceNotLoaded) return this.props.fallback;
    if (error) throw error;
    this.renderedAttempt = this.props.attempt();
    return this.props.render();
  }
}
