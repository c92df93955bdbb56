import styled from 'styled-components';

export const TestimonialCard = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-align: center;
  cursor: pointer;
`;

/** The still with a play badge in its corner (the speaker's face stays in view). */
export const Still = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primary};

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &::before {
    content: '';
    position: absolute;
    right: 0.75rem;
    bottom: 0.75rem;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
  }

  &::after {
    content: '';
    position: absolute;
    right: 1.65rem;
    bottom: 1.65rem;
    border-top: 0.6rem solid transparent;
    border-bottom: 0.6rem solid transparent;
    border-left: 1rem solid ${({ theme }) => theme.colors.textInverse};
  }
`;

export const Caption = styled.span`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;
