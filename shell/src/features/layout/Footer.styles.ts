import styled from 'styled-components';
import { media } from 'shared-ui';

export const Bar = styled.footer`
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};

  a {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  ${media.below('nav')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

// Reads like the links around it: it opens the newsletter offer rather than going anywhere.
export const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  text-align: center;
`;
