import styled from 'styled-components';
import { media } from 'shared-ui';

export const Points = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }

  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }

  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;

  img {
    width: 140px;
    height: 40px;
  }
`;

export const Caption = styled.h3`
  margin-top: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;
