import styled from 'styled-components';
import { Card, PageContainer } from 'shared-ui';
import { benefits, instructorBio, learningExperience, trustCards } from '../model/content';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

const TrustCard = styled(Card).attrs({ as: 'li' })`
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xxs};

  & strong {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const TrustList = styled(PageContainer)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Trust cards right under the hero; a labelled list rather than a nav target. */
export function TrustCards() {
  return (
    <TrustList as="section" aria-label="Why families trust us">
      <Grid $min="11rem">
        {trustCards.map((card) => (
          <TrustCard key={card.text}>
            <strong>{card.figure}</strong>
            <span>{card.text}</span>
          </TrustCard>
        ))}
      </Grid>
    </TrustList>
  );
}

const Numbered = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: benefit;

  & > li {
    counter-increment: benefit;
  }

  & h3::before {
    content: counter(benefit, decimal-leading-zero) '. ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Bio = styled(Card)`
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
`;

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
        <Bio as="aside" aria-labelledby="instructor-title">
          <h3 id="instructor-title">{instructorBio.heading}</h3>
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
