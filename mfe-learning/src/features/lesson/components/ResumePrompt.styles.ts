import styled from 'styled-components';

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
