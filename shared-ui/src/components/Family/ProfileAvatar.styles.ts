import styled from 'styled-components';

/* --avatar-size is the diameter, set inline. */
export const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: var(--avatar-size, 2.5rem);
  height: var(--avatar-size, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};

  & > svg {
    width: 78%;
    height: 78%;
  }
`;
