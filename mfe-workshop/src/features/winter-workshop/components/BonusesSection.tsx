import { PageContainer, VisuallyHidden } from 'shared-ui';
import { bonuses, formatUsd, LESSONS_VALUE, struckTotal, WORKSHOP_PRICE } from '../model/pricing';
import { BonusCard, Total, Value } from './BonusesSection.styles';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

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
            <BonusCard forwardedAs="li" key={bonus.title}>
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
