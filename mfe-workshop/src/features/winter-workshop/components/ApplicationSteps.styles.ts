import styled from 'styled-components';

/** A step's column: the two form steps render it as a form, the last two as a div. */
export const StepForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StepHeading = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.xl};

  &:focus {
    outline: none;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
