import styled from 'styled-components';
import { dialNumber, useRuntimeConfig } from 'shared-platform';
import { Button, PageContainer } from 'shared-ui';
import { contactHours } from '../model/content';
import { Section, SectionLead, SectionTitle } from './sectionStyles';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Hours = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
