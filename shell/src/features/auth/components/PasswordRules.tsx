import { VisuallyHidden } from 'shared-ui';
import { checkPassword } from '../model/passwordRules';
import { Rule, RuleList } from './PasswordRules.styles';

/** The password rules, each red until met and green once met (spec §5). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <RuleList id={id} aria-label="Password requirements">
      {checkPassword(password).map((rule) => (
        <Rule key={rule.id} data-met={rule.met}>
          <span aria-hidden="true">{rule.met ? '✓' : '✗'}</span>
          <span>
            {rule.label}
            <VisuallyHidden>{rule.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </span>
        </Rule>
      ))}
    </RuleList>
  );
}
