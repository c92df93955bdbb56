import styled from 'styled-components';

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const Divider = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SwitchLine = styled.p`
  margin: 0;
  text-align: center;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-decoration: underline;
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const Note = styled.p`
  margin: 0;
  /* A long e-mail address breaks inside the dialog instead of running past its edge. */
  overflow-wrap: anywhere;
`;

/** 'Forgot password?' under the password field, at its end. */
export const ForgotLine = styled.p`
  margin: 0;
  text-align: right;
`;
