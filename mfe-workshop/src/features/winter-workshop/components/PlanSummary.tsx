import styled from 'styled-components';
import type { WorkshopService } from 'shared-contract';
import { Card } from 'shared-ui';
import { planCard, plans } from '../model/plans';

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  & legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Option = styled.label`
  flex: 1 1 8rem;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:has(input:disabled) {
    cursor: not-allowed;
  }

  & input {
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

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

const Summary = styled(Card)`
  gap: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};

  /* Beside the form on wide screens; on narrow ones the overlay stacks it under the plan selector, above the form. */
  & ul {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

export function PlanSummary({ plan }: { plan: WorkshopService }) {
  const card = planCard(plan);
  return (
    <Summary as="section" aria-label="Plan summary" $padding="md">
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
