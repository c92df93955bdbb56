import { PASSWORD_RULES, type PasswordRuleId } from 'shared-contract';

/** Each of the contract's sign-up password rules (spec §5), in the order the list shows them, met or not. */
export function checkPassword(value: string): { id: PasswordRuleId; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.pattern.test(value) }));
}
