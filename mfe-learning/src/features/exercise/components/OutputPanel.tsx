import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { RunnerState, RunOutcome } from 'shared-python';
import { Button, VisuallyHidden } from 'shared-ui';
import {
  ERROR_MESSAGE,
  FINISHED_MESSAGE,
  runnerStateText,
  STOPPED_MESSAGE,
  timeoutMessage,
} from '../model/messages';
import { ErrorStream, InputForm, Screen, Section } from './OutputPanel.styles';

export interface OutputChunk {
  stream: 'stdout' | 'stderr';
  text: string;
}

export interface OutputPanelProps {
  state: RunnerState;
  output: readonly OutputChunk[];
  /** The running program's input() prompt while it waits for a line; null otherwise. */
  inputPrompt: string | null;
  onInput: (line: string) => void;
  /** How the last run ended; null before the first run and while one runs. */
  outcome: RunOutcome | null;
}

/** The output's pieces with neighbours of the same stream joined, so each error block shows as one. */
function segments(output: readonly OutputChunk[]): OutputChunk[] {
  const joined: OutputChunk[] = [];
  for (const chunk of output) {
    const last = joined[joined.length - 1];
    if (last && last.stream === chunk.stream) last.text += chunk.text;
    else joined.push({ ...chunk });
  }
  return joined;
}

function outcomeText(outcome: RunOutcome): string {
  switch (outcome.kind) {
    case 'finished':
      return FINISHED_MESSAGE;
    case 'stopped':
      return STOPPED_MESSAGE;
    case 'timeout':
      return timeoutMessage(outcome.limitMs);
    case 'error':
      return ERROR_MESSAGE;
  }
}

function InputLine({ prompt, onInput }: { prompt: string; onInput: (line: string) => void }) {
  const [line, setLine] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The line takes focus as it appears (an `autoFocus` attribute is honoured by browsers only at page load).
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onInput(line);
    setLine('');
  };
  return (
    <InputForm onSubmit={submit}>
      <label htmlFor={inputId}>
        {prompt.trim() || 'Your program is waiting for you to type a line'}
        <input
          ref={input}
          id={inputId}
          value={line}
          onChange={(event) => setLine(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <Button type="submit" size="sm">
        Send
      </Button>
    </InputForm>
  );
}

/**
 * What the program printed, as plain text (stderr set apart), the line input() asks for, and how the run went:
 * the runner's state, the time-limit, stop or error message, announced politely. An error's explanation is not
 * here but under the editor (ExerciseWorkspace), once.
 */
export function OutputPanel({ state, output, inputPrompt, onInput, outcome }: OutputPanelProps) {
  const titleId = useId();
  const status = state === 'running' || !outcome ? runnerStateText[state] : outcomeText(outcome);
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>Output</h2>
      <p role="status">{inputPrompt === null ? status : 'Your program is waiting for you to type a line.'}</p>
      <Screen role="log" tabIndex={0} aria-label="Program output">
        {segments(output).map((segment, index) =>
          segment.stream === 'stderr' ? (
            <ErrorStream key={index}>
              <VisuallyHidden>Error output: </VisuallyHidden>
              {segment.text}
            </ErrorStream>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </Screen>
      {inputPrompt !== null && <InputLine prompt={inputPrompt} onInput={onInput} />}
    </Section>
  );
}
