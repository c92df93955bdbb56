import styled from 'styled-components';
import { VideoScreen } from './VideoScreen';

const BACKGROUND = 'linear-gradient(135deg, #0d47a1, #111827)';

export const Screen = styled(VideoScreen)`
  background: ${BACKGROUND};
`;

/** Fills the light screen: the whole video area is the button. */
export const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  border: 0;
  background: ${BACKGROUND};
  color: #ffffff;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  cursor: pointer;

  &::before {
    content: '';
    width: 0;
    height: 0;
    border-style: solid;
    border-width: 1.25rem 0 1.25rem 2rem;
    border-color: transparent transparent transparent currentColor;
  }

  &:hover,
  &:focus-visible {
    background: linear-gradient(135deg, #1565c0, #1f2937);
  }
`;
