import { Link } from 'react-router-dom';
import type { WorkshopService } from 'shared-contract';
import { useRuntimeConfig } from 'shared-events';
import { Button, PageContainer } from 'shared-ui';
import { pricingCards } from '../model/content';
import { Note, Price, PriceCard, Stack } from './PricingSection.styles';
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
        <Grid $min="17rem">
          {pricingCards.map((card, index) => {
            const titleId = `pricing-card-${index}`;
            return (
              <PriceCard forwardedAs="li" key={card.title} aria-labelledby={titleId} $featured={index === 0}>
                <h3 id={titleId}>{card.title}</h3>
                <Price>{card.price}</Price>
                <Note>{card.priceNote}</Note>
                <p>{card.description}</p>
                <Stack>
                  {card.valueStacks.map((value) => (
                    <li key={value}>{value}</li>
                  ))}
                </Stack>
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
              </PriceCard>
            );
          })}
        </Grid>
      </PageContainer>
    </Section>
  );
}
