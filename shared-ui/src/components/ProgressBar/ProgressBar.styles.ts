import styled from 'styled-components';

export const Track = styled.div`
  position: relative;
  width: 100%;
  height: 1.25rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

/* --progress is the percentage, set inline. */
export const Fill = styled.div<{ $started: boolean; $success: boolean }>`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  height: 100%;
  width: var(--progress, 0%);
  /* Room for the printed percentage once there is any progress. */
  min-width: ${({ $started }) => ($started ? '2.5rem' : '0')};
  padding-right: ${({ theme }) => theme.space.xs};
  background: ${({ theme, $success }) => ($success ? theme.colors.success : theme.colors.primary)};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  transition: width ${({ theme }) => theme.durations.normal}ms ease;
`;
