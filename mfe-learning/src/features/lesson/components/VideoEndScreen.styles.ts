import styled from 'styled-components';

/** Over the whole player, its controls included: the video is over, what is next is the choice. */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.sm};
  background: rgb(17 24 39 / 0.85);
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;

  & > p {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Done = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;
