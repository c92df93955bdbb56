import styled from 'styled-components';

// The offer itself floats over the page; only its loading state and fallback take room here, kept small.
export const Slot = styled.aside`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};

  &:empty {
    display: none;
  }

  section {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    margin: ${({ theme }) => theme.space.xs} 0;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  }

  section h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }

  & > div:has(> [role='status']) {
    display: none;
  }
`;
