// The slider puzzle: drag the piece into the gap; the server checks the offset and hands back a
// one-time ticket. A native range input does the dragging, so keyboard and touch work too.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { button } from '../../../styles/ui.css.ts';
import { sliderChallengeCall, type SliderChallenge } from '../api/slider-challenge.ts';
import { sliderCheckCall } from '../api/slider-check.ts';
import * as css from './account.css.ts';

type State = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'error';

export function SliderCaptcha({
  onPassed,
  onReady,
}: {
  onPassed: (ticket: string) => void;
  /**
   * False while the puzzle is being fetched, true once the server answered (a puzzle, the check
   * off, or a failure shown with its retry): a form waits for it before it sends, so a quick
   * submit on a slow connection is not refused for a check nobody could see yet.
   */
  onReady?: (ready: boolean) => void;
}) {
  const { t } = useLingui();
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [offset, setOffset] = useState(0);
  const [state, setState] = useState<State>('loading');

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    onReady?.(false);
    sliderChallengeCall().then(
      (next) => {
        if (!live) return;
        setChallenge(next);
        setState(next.enabled ? 'ready' : 'passed');
        if (!next.enabled) onPassed('');
        onReady?.(true);
      },
      () => {
        if (!live) return;
        setState('error');
        onReady?.(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, onPassed, onReady]);

  const reload = () => {
    setState('loading');
    setOffset(0);
    setAttempt((n) => n + 1);
  };

  const check = async () => {
    if (!challenge || state !== 'ready' || offset === 0) return;
    setState('checking');
    try {
      const { ticket } = await sliderCheckCall(challenge.challengeId, offset);
      setState('passed');
      onPassed(ticket);
    } catch {
      setState('failed');
      // A challenge is checked once: a new picture follows a miss.
      setTimeout(reload, 800);
    }
  };

  if (challenge && !challenge.enabled) return null;

  return (
    <div className={css.slider} data-testid="slider-captcha" data-state={state}>
      {challenge ? (
        <div
          className={css.sliderPicture}
          style={{ width: challenge.width, height: challenge.height }}
        >
          <img
            src={challenge.background}
            alt=""
            width={challenge.width}
            height={challenge.height}
          />
          <img
            className={css.sliderPiece}
            src={challenge.piece}
            alt=""
            width={challenge.pieceSize}
            height={challenge.pieceSize}
            style={{ transform: `translate(${offset}px, ${challenge.pieceY}px)` }}
          />
        </div>
      ) : null}
      <input
        type="range"
        className={css.sliderRange}
        style={{ width: challenge?.width ?? 300 }}
        min={0}
        max={challenge ? challenge.width - challenge.pieceSize : 0}
        value={offset}
        disabled={state !== 'ready'}
        aria-label={t`Slide to complete the puzzle`}
        onChange={(event) => setOffset(Number(event.target.value))}
        onPointerUp={() => void check()}
        onKeyDown={(event) => {
          // Enter checks the answer here instead of submitting the surrounding form.
          if (event.key === 'Enter') {
            event.preventDefault();
            void check();
          }
        }}
      />
      <span className={css.sliderStatus} role="status">
        {state === 'passed' ? (
          <Trans>Verified</Trans>
        ) : state === 'failed' ? (
          <Trans>Slider verification failed, try again</Trans>
        ) : state === 'error' ? (
          <Trans>The puzzle could not be loaded.</Trans>
        ) : (
          <Trans>Drag the slider to fit the piece into the gap (Enter checks)</Trans>
        )}
      </span>
      {state === 'error' ? (
        <button type="button" className={button.secondary} onClick={reload}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}
