import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'shared-ui';
import { Actions, Done, Overlay, Panel } from './VideoEndScreen.styles';

const VIDEO_ENDED_TEXT = 'You have watched the whole video.';

/** What the lesson offers once its video ends: the page's own Complete Step and Next Lesson. */
export interface VideoEndActions {
  onComplete: () => void;
  /** Complete Step cannot be pressed now (an exercise to pass first, the enrolments loading). */
  completeDisabled: boolean;
  completing: boolean;
  /** The step is completed, before or just now. */
  completed: boolean;
  /** The next lesson's address; null after the course's last. */
  nextPath: string | null;
}

export interface VideoEndScreenProps {
  actions: VideoEndActions;
  onWatchAgain: () => void;
  /** The learner was in the player (or nowhere): focus moves to the first choice, as the controls are covered. */
  takeFocus: boolean;
}

const focusFirstChoice = (panel: HTMLElement | null) =>
  panel?.querySelector<HTMLElement>('button:not(:disabled), a[href]')?.focus();

/** Shown over the player when the video ends: Complete Step (or that it is done), Next Lesson and Watch again. */
export function VideoEndScreen({ actions, onWatchAgain, takeFocus }: VideoEndScreenProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) focusFirstChoice(panel.current);
  }, [takeFocus]);
  // Complete Step, pressed here, gives way to its outcome: focus stays in the panel instead of the page's top.
  useEffect(() => {
    if (actions.completed && document.activeElement === document.body) focusFirstChoice(panel.current);
  }, [actions.completed]);
  return (
    <Overlay>
      <Panel ref={panel} role="group" aria-labelledby={titleId}>
        <p id={titleId}>{VIDEO_ENDED_TEXT}</p>
        <Actions>
          {/* Not a live region: the page's own message under the lesson announces the completion. */}
          {actions.completed ? (
            <Done>You have completed this step.</Done>
          ) : (
            <Button
              onClick={actions.onComplete}
              disabled={actions.completeDisabled}
              loading={actions.completing}
            >
              Complete Step
            </Button>
          )}
          {actions.nextPath && (
            <Button as={Link} to={actions.nextPath} variant="secondary">
              Next Lesson
            </Button>
          )}
          <Button variant="ghost" onClick={onWatchAgain}>
            Watch again
          </Button>
        </Actions>
      </Panel>
    </Overlay>
  );
}
