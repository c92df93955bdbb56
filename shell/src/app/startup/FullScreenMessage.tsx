import styled from 'styled-components';

export const FullScreen = styled.div`
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
      <h1>The site could not start</h1>
      <p>{message}</p>
    </FullScreen>
  );
}
