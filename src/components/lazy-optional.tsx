// A piece of a screen that loads after the first paint and that the screen can do without for a
// while: the card hearts, the footer, the header's chat corner and language menu, the cart bar.
//
// On a weak connection its chunk can fail to arrive. A plain `lazy` would throw that failure to the
// route's error page, taking down a page that was already readable (and the router reloads the page
// on a missing chunk, which offline ends on the browser's offline screen). An optional piece shows
// its fallback instead and asks for its chunk again when the browser is back online. A page the
// server rendered shows the fallback there too, and the piece once the browser has taken over.
//
// The pieces take turns: each kind (all the card hearts, the footer, ...) starts loading and
// renders in a browser task of its own, one after the other, once its first copy has mounted. All
// at once, right after the page attached, they were one task of about 200 ms on a slow phone
// (mostly the links that ask for their chunks), during which a tap waited.
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
  const useTurn = turnOfKind();
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
    if (!useTurn()) return fallback;
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

const waiting: Array<() => void> = [];
let taking = false;

/** Runs `release` in a browser task of its own, after those already waiting. */
function takeTurn(release: () => void): void {
  waiting.push(release);
  if (taking) return;
  taking = true;
  const next = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setTimeout(next, 0);
    else taking = false;
  };
  setTimeout(next, 0);
}

/**
 * The turn of one kind of piece: false on the server, while React attaches, and until the kind's
 * turn has come (asked for when its first copy mounts); true from then on.
 */
function turnOfKind(): () => boolean {
  let released = false;
  let asked = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (!asked) {
      asked = true;
      takeTurn(() => {
        released = true;
        for (const each of listeners) each();
      });
    }
    return () => listeners.delete(listener);
  };
  const current = () => released;
  const onServer = () => false;
  return () => useSyncExternalStore(subscribe, current, onServer);
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
