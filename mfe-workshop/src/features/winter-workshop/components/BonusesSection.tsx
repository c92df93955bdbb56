import { Card, PageContainer, VisuallyHidden } from 'shared-ui';
import { bonuses, formatUsd, LESSONS_VALUE, struckTotal, WORKSHOP_PRICE } from '../model/pricing';
import styles from './BonusesSection.module.css';
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
        <Grid min="14rem">
          {bonuses.map((bonus) => (
            <Card as="li" key={bonus.title} className={styles.bonusCard}>
              <h3>{bonus.title}</h3>
              <p>{bonus.description}</p>
              <p className={styles.value}>Value: {formatUsd(bonus.price)}</p>
            </Card>
          ))}
        </Grid>
        <p className={styles.total}>
          Total value: <VisuallyHidden>regular price</VisuallyHidden> <s>{formatUsd(struckTotal())}</s>{' '}
          <VisuallyHidden>workshop price</VisuallyHidden> <strong>{formatUsd(WORKSHOP_PRICE)}</strong>
        </p>
      </PageContainer>
    </Section>
  );
}
