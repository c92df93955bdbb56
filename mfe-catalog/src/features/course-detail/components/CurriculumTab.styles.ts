import styled from 'styled-components';

export const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.md};
  }
`;

export const Topic = styled.h4`
  margin-bottom: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const Lessons = styled.ul`
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

export const Locked = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;
