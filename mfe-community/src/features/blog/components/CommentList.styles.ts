import styled from 'styled-components';

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  grid-template-columns: 2.75rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Author = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  time {
    margin-left: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.regular};
  }
`;

export const Message = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  /* Keep the commenter's line breaks; the text is rendered as text, never as HTML. */
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
