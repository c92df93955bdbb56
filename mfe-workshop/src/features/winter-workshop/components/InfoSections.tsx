import { Card, PageContainer } from 'shared-ui';
import { benefits, instructorBio, learningExperience, trustCards } from '../model/content';
import { Bio, Numbered, TrustCard, TrustList } from './InfoSections.styles';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

/** Trust cards right under the hero; a labelled list rather than a nav target. */
export function TrustCards() {
  return (
    <TrustList forwardedAs="section" aria-label="Why families trust us">
      <Grid $min="11rem">
        {trustCards.map((card) => (
          <TrustCard forwardedAs="li" key={card.text}>
            <strong>{card.figure}</strong>
            <span>{card.text}</span>
          </TrustCard>
        ))}
      </Grid>
    </TrustList>
  );
}

export function BenefitsSection() {
  return (
    <Section id="benefits" aria-labelledby="benefits-title">
      <PageContainer>
        <SectionTitle id="benefits-title">Benefits</SectionTitle>
        <SectionLead>What your child takes away from thirteen weeks of live coding.</SectionLead>
        <Numbered>
          {benefits.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </Numbered>
        <Bio>
          <h3>{instructorBio.heading}</h3>
          {instructorBio.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Bio>
      </PageContainer>
    </Section>
  );
}

export function LearningExperienceSection() {
  return (
    <Section id="learning-experience" aria-labelledby="learning-title" $tone="soft">
      <PageContainer>
        <SectionTitle id="learning-title">Learning Experience</SectionTitle>
        <SectionLead>How the workshop runs, week by week.</SectionLead>
        <Grid>
          {learningExperience.map((item) => (
            <Card as="li" key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </Grid>
      </PageContainer>
    </Section>
  );
}
