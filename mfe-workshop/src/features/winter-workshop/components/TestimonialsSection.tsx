import { useState } from 'react';
import styled from 'styled-components';
import { Lightbox, PageContainer } from 'shared-ui';
import { testimonials, type Testimonial } from '../model/content';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

const Thumbnail = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.text}
  );
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-align: center;

  &::before {
    content: '';
    margin: auto;
    border-top: 1rem solid transparent;
    border-bottom: 1rem solid transparent;
    border-left: 1.6rem solid currentColor;
  }
`;

export function TestimonialsSection() {
  const [playing, setPlaying] = useState<Testimonial>();
  return (
    <Section aria-labelledby="testimonials-title" $tone="soft">
      <PageContainer>
        <SectionTitle id="testimonials-title">What students and parents say</SectionTitle>
        <SectionLead>Five short videos from people who took the workshop.</SectionLead>
        <Grid $min="12rem">
          {testimonials.map((testimonial, index) => (
            <li key={`${testimonial.videoId}-${index}`}>
              <Thumbnail type="button" aria-haspopup="dialog" onClick={() => setPlaying(testimonial)}>
                <span>
                  Play testimonial {index + 1}: {testimonial.name}
                </span>
              </Thumbnail>
            </li>
          ))}
        </Grid>
      </PageContainer>
      {playing && (
        <Lightbox
          isOpen
          onClose={() => setPlaying(undefined)}
          title={`Testimonial: ${playing.name}`}
          media={{ type: 'youtube', videoId: playing.videoId }}
        />
      )}
    </Section>
  );
}
