import styled from 'styled-components';
import { FallbackImage, media } from 'shared-ui';

export const Feature = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Image = styled(FallbackImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

export const Label = styled.p`
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;
