import styled from 'styled-components';

/** The fraction written as a numerator over a bar over a denominator. */
export const Stacked = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  line-height: 1.1;
  vertical-align: middle;

  & > span:first-child {
    border-bottom: 3px solid currentColor;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;
