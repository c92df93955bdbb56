import type { WorkshopService } from 'shared-contract';
import { planCard, plans } from '../model/plans';
import { Group, Option, Price, Summary } from './PlanSummary.styles';

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
    <Group disabled={disabled}>
      <legend>Plan</legend>
      {plans.map((candidate) => (
        <Option key={candidate}>
          <input
            type="radio"
            name="workshop-plan"
            value={candidate}
            checked={plan === candidate}
            onChange={() => onChange(candidate)}
          />
          {candidate}
        </Option>
      ))}
    </Group>
  );
}

export function PlanSummary({ plan }: { plan: WorkshopService }) {
  const card = planCard(plan);
  return (
    <Summary forwardedAs="section" aria-label="Plan summary">
      <h3>{card.title}</h3>
      <Price>
        {card.price} <small>{card.priceNote}</small>
      </Price>
      <p>{card.description}</p>
      <ul>
        {card.valueStacks.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </Summary>
  );
}
