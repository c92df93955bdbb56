import styled from 'styled-components';
import { STARTUP_FAILURE_TITLE } from './startupFailure';

const FullScreen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

/** The full-screen loading indicator (spec: the text LOADING...). */
export function LoadingScreen() {
  return (
    <FullScreen role="status" aria-live="polite">
      <p>LOADING...</p>
    </FullScreen>
  );
}

/** Shown when the site cannot start (e.g. an invalid /config.json). */
export function StartupError({ message }: { message: string }) {
  return (
    <FullScreen role="alert">
      <h1>{STARTUP_FAILURE_TITLE}</h1>
      <p>{message}</p>
    </FullScreen>
  );
}
