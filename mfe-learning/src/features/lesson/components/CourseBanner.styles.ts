import styled, { css } from 'styled-components';

export const Banner = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    min-width: 0;
    padding: ${theme.space.xs};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    font-weight: ${theme.typography.weights.bold};

    & img {
      flex: none;
      width: 6rem;
      max-width: 40%;
      height: auto;
      aspect-ratio: 16 / 9;
      object-fit: cover;
      border-radius: ${theme.radii.sm};
    }

    & span {
      min-width: 0;
      overflow-wrap: anywhere;
    }
  `}
`;
