import styled from 'styled-components';
import { Section } from './sectionStyles';

export const Hero = styled(Section)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryHover}, #123a6b);
  color: ${({ theme }) => theme.colors.textInverse};
`;

export const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.display};
`;

export const Pitch = styled.p`
  margin: ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

export const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  & li::before {
    content: '✓ ';
    font-weight: ${({ theme }) => theme.typography.weights.black};
  }
`;

export const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 2px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  &::before {
    content: '';
    width: 0;
    height: 0;
    border-top: 1.25rem solid transparent;
    border-bottom: 1.25rem solid transparent;
    border-left: 2rem solid currentColor;
  }

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;
