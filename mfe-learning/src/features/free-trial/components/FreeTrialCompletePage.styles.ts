import styled, { css } from 'styled-components';

// The element Stack renders (`<Stack as={Page}>`): a shell whose shared-ui Stack is still a function component
// would drop the $gap and $align of a styled(Stack), so this page works with either.
export const Page = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

export const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Coupon = styled.p`
  ${({ theme }) => css`
    margin: 0;
    padding: ${theme.space.md};
    border: 2px dashed ${theme.colors.success};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.successSoft};
    font-size: ${theme.typography.sizes.lg};

    & code {
      font-family: ${theme.typography.fontFamilyMono};
      font-weight: ${theme.typography.weights.black};
      letter-spacing: 0.05em;
    }
  `}
`;

/** The certificate the trial earned: the first thing after the congratulations, before any offer. */
export const CertificateBox = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space.sm};
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};

    & h2,
    & p {
      margin: 0;
    }
  `}
`;
