import styled, { css } from 'styled-components';
import { Checkbox, TextArea, TextField } from 'shared-ui';

export const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-width: 48rem;
`;

/** A row of the form that spans every column. */
const wide = css`
  grid-column: 1 / -1;
`;

export const WideTextField = styled(TextField)`
  ${wide}
`;

export const WideTextArea = styled(TextArea)`
  ${wide}
`;

export const WideCheckbox = styled(Checkbox)`
  ${wide}
`;

export const WideRow = styled.div`
  ${wide}
`;
