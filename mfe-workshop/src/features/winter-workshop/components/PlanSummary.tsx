import type { WorkshopService } from 'shared-contract';
import { Card } from 'shared-ui';
import { planCard, plans } from '../model/plans';
import styles from './PlanSummary.module.css';

export function PlanSelector({
  plan,
  onChange,
  disabled,
}: {
  plan: WorkshopService;
  onChange: (plan: WorkshopService) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend>Plan</legend>
      {plans.map((candidate) => (
        <label className={styles.option} key={candidate}>
          <input
            type="radio"
            name="workshop-plan"
            value={candidate}
            checked={plan === candidate}
            onChange={() => onChange(candidate)}
          />
          {candidate}
        </label>
      ))}
    </fieldset>
  );
}

export function PlanSummary({ plan }: { plan: WorkshopService }) {
  const card = planCard(plan);
  return (
    <Card as="section" className={styles.summary} aria-label="Plan summary" $padding="md">
      <h3>{card.title}</h3>
      <p className={styles.price}>
        {card.price} <small>{card.priceNote}</small>
      </p>
      <p>{card.description}</p>
      <ul>
        {card.valueStacks.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </Card>
  );
}
