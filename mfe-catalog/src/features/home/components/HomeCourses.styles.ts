import styled from 'styled-components';
import { media } from 'shared-ui';

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

export const TrialBlock = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondarySoft};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Points = styled.ul`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  padding-left: ${({ theme }) => theme.space.lg};
`;

export const Example = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
