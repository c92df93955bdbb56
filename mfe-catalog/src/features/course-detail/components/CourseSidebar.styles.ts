import styled from 'styled-components';

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

export const Latest = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }

  img {
    width: 72px;
    height: 40px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;
