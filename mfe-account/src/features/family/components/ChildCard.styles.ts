import styled from 'styled-components';

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Courses = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CourseName = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.xxs}`};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Steps = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
