import { VisuallyHidden } from 'shared-ui';
import { checkPassword } from '../model/passwordRules';
import styles from './PasswordRules.module.css';

/** The password rules, each red until met and green once met (spec §5). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <ul className={styles.list} id={id} aria-label="Password requirements">
      {checkPassword(password).map((rule) => (
        <li className={styles.rule} key={rule.id} data-met={rule.met}>
          <span aria-hidden="true">{rule.met ? '✓' : '✗'}</span>
          <span>
            {rule.label}
            <VisuallyHidden>{rule.met ? ' (met)' : ' (not met)'}</VisuallyHidden>
          </span>
        </li>
      ))}
    </ul>
  );
}
