import styled from 'styled-components';
import { media } from 'shared-ui';

export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  margin-block: ${({ theme }) => `${theme.space.lg} ${theme.space.xxl}`};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

export const LinkFailure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }
`;

/** Under the order summary: who the course is for, before the parent pays. */
export const FamilyNote = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
