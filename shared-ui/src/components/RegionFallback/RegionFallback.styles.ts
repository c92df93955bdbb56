import styled from 'styled-components';

export const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0;
  border: 2px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export const Heading = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

export const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
