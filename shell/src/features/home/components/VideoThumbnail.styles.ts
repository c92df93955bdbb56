import styled from 'styled-components';

export const PlayButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  }

  &:hover img {
    transform: scale(1.03);
  }
`;

export const PlayIcon = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translate(-50%, -50%);
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
