import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PythonError, RunnerState, RunOutcome } from 'shared-python';
import { Button, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { FINISHED_MESSAGE, runnerStateText, STOPPED_MESSAGE, timeoutMessage } from '../model/messages';
import { ErrorDetails, errorSummary } from './ErrorDetails';

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

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const Screen = styled.pre`
  min-height: 6rem;
  max-height: 24rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: 1rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Error output: a bar, weight and colour, so it stands apart without relying on colour alone. */
const ErrorStream = styled.span`
  display: block;
  padding-left: ${({ theme }) => theme.space.xs};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const InputForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.xs};

  & label {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1 1 16rem;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }

  & input {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    font-size: 1rem;
  }
  & input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

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
      return [errorSummary(outcome.error), outcome.error.explanation].filter(Boolean).join(' ');
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
 * What the program printed, as plain text (stderr set apart), the line input() asks for, and how the run
 * went: the runner's state, the time-limit or stop message, or the error beside its traceback. The summary
 * is announced politely.
 */
export function OutputPanel({ state, output, inputPrompt, onInput, outcome }: OutputPanelProps) {
  const titleId = useId();
  const error: PythonError | null = outcome?.kind === 'error' ? outcome.error : null;
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
      {error && <ErrorDetails error={error} />}
    </Section>
  );
}
