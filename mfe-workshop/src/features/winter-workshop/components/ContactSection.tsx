import { dialNumber, useRuntimeConfig } from 'shared-events';
import { Button, PageContainer } from 'shared-ui';
import { contactHours } from '../model/content';
import { Actions, Hours } from './ContactSection.styles';
import { Section, SectionLead, SectionTitle } from './sectionStyles';

export function ContactSection() {
  const { brand } = useRuntimeConfig();
  return (
    <Section aria-labelledby="workshop-contact-title">
      <PageContainer>
        <SectionTitle id="workshop-contact-title">Questions? Talk to us</SectionTitle>
        <SectionLead>
          Call, e-mail or text us about the workshop, scholarships or 1-on-1 sessions.
        </SectionLead>
        <Actions>
          {brand.phone && (
            <Button as="a" href={`tel:${dialNumber(brand.phone)}`} variant="ghost">
              Call {brand.phone}
            </Button>
          )}
          <Button as="a" href={`mailto:${brand.supportEmail}`} variant="ghost">
            Email {brand.supportEmail}
          </Button>
          {brand.phone && (
            <Button as="a" href={`sms:${dialNumber(brand.phone)}`} variant="ghost">
              Text us (SMS)
            </Button>
          )}
        </Actions>
        <Hours>Note: {contactHours}.</Hours>
      </PageContainer>
    </Section>
  );
}
