import styled from 'styled-components';
import { Button } from 'shared-ui';

export const Banner = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.notice};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  a {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

export const Text = styled.p`
  max-width: 48rem;
  margin: 0;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

// Doubled (&&): it must win over the ghost Button's own colour, even written under a compound selector; the
// ghost's hover colours still apply, as on index.html's early notice.
export const DeclineButton = styled(Button)`
  && {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;
