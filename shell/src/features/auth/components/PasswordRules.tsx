import styled from 'styled-components';
import { VisuallyHidden } from 'shared-ui';
import { checkPassword } from '../model/passwordRules';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

/** The password rules, each red until met and green once met (spec §5). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <List id={id} aria-label="Password requirements">
      {checkPassword(password).map((rule) => (
        <Rule key={rule.id} $met={rule.met} data-met={rule.met}>
          <span aria-hidden="true">{rule.met ? '✓' : '✗'}</span>
          <span>
            {rule.label}
            <VisuallyHidden>{rule.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </span>
        </Rule>
      ))}
    </List>
  );
}
