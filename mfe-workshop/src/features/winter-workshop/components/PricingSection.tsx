import { Link } from 'react-router-dom';
import type { WorkshopService } from 'shared-contract';
import { useRuntimeConfig } from 'shared-events';
import { Button, Card, PageContainer } from 'shared-ui';
import { pricingCards } from '../model/content';
import styles from './PricingSection.module.css';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

export function PricingSection({ onChoosePlan }: { onChoosePlan: (plan: WorkshopService) => void }) {
  const { brand } = useRuntimeConfig();
  return (
    <Section id="pricing" aria-labelledby="pricing-title">
      <PageContainer>
        <SectionTitle id="pricing-title">Pricing</SectionTitle>
        <SectionLead>
          Choose the way your child learns best. Scholarships are available for the workshop.
        </SectionLead>
        <Grid min="17rem">
          {pricingCards.map((card, index) => {
            const titleId = `pricing-card-${index}`;
            return (
              <Card
                as="li"
                key={card.title}
                className={styles.priceCard}
                aria-labelledby={titleId}
                data-featured={index === 0 || undefined}
              >
                <h3 id={titleId}>{card.title}</h3>
                <p className={styles.price}>{card.price}</p>
                <p className={styles.note}>{card.priceNote}</p>
                <p>{card.description}</p>
                <ul className={styles.stack}>
                  {card.valueStacks.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </ul>
                {card.plan ? (
                  <Button
                    fullWidth
                    aria-label={`Get started with ${card.title}`}
                    onClick={() => card.plan && onChoosePlan(card.plan)}
                  >
                    Get started
                  </Button>
                ) : (
                  <Button
                    as={Link}
                    to={`/course/${brand.productLink}`}
                    fullWidth
                    aria-label={`Get started with ${card.title}`}
                  >
                    Get started
                  </Button>
                )}
              </Card>
            );
          })}
        </Grid>
      </PageContainer>
    </Section>
  );
}
