import styled from 'styled-components';

// The border is the wrapper's, so the height the payment page asks for is all the frame's own.
export const Border = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 34rem;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
`;
