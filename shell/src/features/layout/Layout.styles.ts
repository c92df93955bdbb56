import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';

export const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const Main = styled.main`
  flex: 1;
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

export const SkipLink = styled(VisuallyHidden)`
  /* Shown where it can be seen while it has keyboard focus (VisuallyHidden hides it otherwise). */
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space.xs};
    left: ${({ theme }) => theme.space.xs};
    z-index: ${({ theme }) => theme.zIndices.toast};
    padding: ${({ theme }) => theme.space.xs};
    background: ${({ theme }) => theme.colors.background};
  }
`;
