import styled from 'styled-components';
import { Card, PageContainer, VisuallyHidden } from 'shared-ui';
import { bonuses, formatUsd, LESSONS_VALUE, struckTotal, WORKSHOP_PRICE } from '../model/pricing';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

const BonusCard = styled(Card).attrs({ as: 'li' })`
  gap: ${({ theme }) => theme.space.xs};
  border-top: 6px solid ${({ theme }) => theme.colors.secondary};
`;

const Value = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.secondary};
`;

const Total = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  text-align: center;

  & s {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function BonusesSection() {
  return (
    <Section id="bonuses" aria-labelledby="bonuses-title">
      <PageContainer>
        <SectionTitle id="bonuses-title">Bonuses</SectionTitle>
        <SectionLead>
          Four bonuses come with the workshop, on top of 52 one-hour lessons valued at{' '}
          {formatUsd(LESSONS_VALUE)}.
        </SectionLead>
        <Grid $min="14rem">
          {bonuses.map((bonus) => (
            <BonusCard key={bonus.title}>
              <h3>{bonus.title}</h3>
              <p>{bonus.description}</p>
              <Value>Value: {formatUsd(bonus.price)}</Value>
            </BonusCard>
          ))}
        </Grid>
        <Total>
          Total value: <VisuallyHidden>regular price</VisuallyHidden> <s>{formatUsd(struckTotal())}</s>{' '}
          <VisuallyHidden>workshop price</VisuallyHidden> <strong>{formatUsd(WORKSHOP_PRICE)}</strong>
        </Total>
      </PageContainer>
    </Section>
  );
}
