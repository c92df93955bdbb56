import { CHILD_ATTEMPT_CODE_MAX, type ChildProfile } from 'shared-contract';
import { apiErrorMessage } from 'shared-events';
import { Button, ErrorText, Modal, Spinner, Stack } from 'shared-ui';
import { childAttemptsErrorMessages, useAccountGetChildAttemptsQuery } from '../api/childAttemptsApi';
import { dayAndTimeText } from '../model/dates';
import { helpText } from '../model/progressText';
import { Code, Facts, Program, Programs } from './ChildProgramsDialog.styles';

export interface ChildProgramsDialogProps {
  profile: Pick<ChildProfile, 'profileId' | 'name'>;
  isOpen: boolean;
  onClose: () => void;
}

/** The list, read only when the dialog opens: each program as text, never run and never read as HTML. */
function ProgramList({ profile }: Pick<ChildProgramsDialogProps, 'profile'>) {
  const programs = useAccountGetChildAttemptsQuery({ profileId: profile.profileId });
  if (programs.isLoading) return <Spinner label={`Loading ${profile.name}'s programs`} />;
  if (!programs.data)
    return (
      <Stack $gap="sm" $align="flex-start">
        <ErrorText>{apiErrorMessage(programs.error, childAttemptsErrorMessages.load(500))}</ErrorText>
        <Button onClick={() => void programs.refetch()}>Try again</Button>
      </Stack>
    );
  const { attempts } = programs.data;
  if (attempts.length === 0) return <p>{profile.name} has not checked a program yet.</p>;
  return (
    <Stack $gap="sm">
      <p>
        The last program {profile.name} checked in each exercise, newest first. Open one to read it: it is
        shown as text and does not run here.
      </p>
      <Programs>
        {attempts.map((attempt) => (
          <li key={attempt.lessonId}>
            <Program>
              <summary>
                {attempt.lessonName}: {attempt.passed ? 'passed' : 'not passed yet'}
              </summary>
              <Facts>
                <dt>Course</dt>
                <dd>{attempt.courseName}</dd>
                <dt>Checked</dt>
                <dd>{dayAndTimeText(attempt.checkedAt)}</dd>
                <dt>Hints</dt>
                <dd>{helpText(attempt.hintsUsed, attempt.hintsTotal)}</dd>
                <dt>Solution</dt>
                <dd>
                  {attempt.solutionRevealedAt
                    ? `Shown on ${dayAndTimeText(attempt.solutionRevealedAt)}`
                    : 'Not shown before this check'}
                </dd>
              </Facts>
              <Code>
                <code>{attempt.code}</code>
              </Code>
              {attempt.codeShortened && (
                <p>
                  This program is longer: only its first {CHILD_ATTEMPT_CODE_MAX.toLocaleString('en-US')}{' '}
                  characters are shown.
                </p>
              )}
            </Program>
          </li>
        ))}
      </Programs>
    </Stack>
  );
}

/** What a child wrote in the exercises, for the parent: the latest checked program of each, and the help used. */
export function ChildProgramsDialog({ profile, isOpen, onClose }: ChildProgramsDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={`${profile.name}'s programs`} size="lg">
      {isOpen && <ProgramList profile={profile} />}
    </Modal>
  );
}
