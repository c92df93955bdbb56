import styled, { css } from 'styled-components';
import { Button, media } from 'shared-ui';

// The player fills the screen from its first frame, as the page's loading state did, so the footer stays below
// the fold while the outline, the lesson and its video arrive one after another (Lighthouse saw it jump: CLS 0.65).
export const Player = styled.div`
  ${({ theme }) => css`
    min-height: 100vh;
    display: grid;
    grid-template-columns: minmax(15rem, 22rem) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.space.xl};
    padding-block: ${theme.space.xl};

    ${media.below('mobile')} {
      grid-template-columns: minmax(0, 1fr);
      gap: ${theme.space.md};
      padding-block: ${theme.space.md};
    }
  `}
`;

// Doubled (&&), so the rule outranks the display shared-ui's Button sets on its own class, whichever is inserted last.
export const MenuToggle = styled(Button)`
  && {
    display: none;
  }

  ${media.below('mobile')} {
    && {
      display: inline-flex;
      justify-self: start;
    }
  }
`;

export const Sidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Menu = styled.nav`
  ${({ theme }) => css`
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.background};

    ${media.below('mobile')} {
      display: none;
      padding: ${theme.space.sm};

      &[data-open] {
        display: block;
      }
    }
  `}
`;
