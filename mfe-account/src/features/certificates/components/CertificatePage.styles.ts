import styled from 'styled-components';

export const Certificate = styled.article`
  padding: ${({ theme }) => theme.space.xl};
  border: 6px double ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  h1 {
    margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
    color: ${({ theme }) => theme.colors.primary};
  }

  /*
   * Printing the page prints the certificate alone: the site's header, footer and buttons stay on screen.
   * These rules stay in the page after the certificate is gone, so they hold only while one is shown
   * (body:has(&)); a browser without :has() prints the whole page.
   */
  @media print {
    body:has(&) * {
      visibility: hidden;
    }

    body:has(&) &,
    body:has(&) & * {
      visibility: visible;
    }

    body:has(&) & {
      position: absolute;
      inset: 0 0 auto 0;
      box-shadow: none;
    }
  }
`;

export const Line = styled.p`
  margin: 0;
`;

export const Name = styled.p`
  /* A long name without spaces wraps instead of overflowing the certificate. */
  overflow-wrap: anywhere;
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
  font-size: ${({ theme }) => theme.typography.sizes.xxxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

export const Course = styled.p`
  /* A long name without spaces wraps instead of overflowing the certificate. */
  overflow-wrap: anywhere;
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

export const Verified = styled.p`
  display: inline-block;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
