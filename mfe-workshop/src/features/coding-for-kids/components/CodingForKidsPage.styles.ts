import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  & > h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
  }

  & p + p,
  & p + ul,
  & ul + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  & li + li {
    margin-top: ${({ theme }) => theme.space.xxs};
  }
`;

export const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Outline = styled.ol`
  padding-left: ${({ theme }) => theme.space.lg};
`;
