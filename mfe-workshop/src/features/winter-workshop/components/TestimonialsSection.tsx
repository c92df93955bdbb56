import { useState } from 'react';
import styled from 'styled-components';
import { FallbackImage, Lightbox, PageContainer } from 'shared-ui';
import { testimonials as workshopTestimonials, type Testimonial } from '../model/content';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

type WithVideo = Testimonial & { videoId: string };

const hasVideo = (testimonial: Testimonial): testimonial is WithVideo => testimonial.videoId !== null;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-align: center;
  cursor: pointer;
`;

/** The still with a play badge in its corner (the speaker's face stays in view). */
const Still = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.primary};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  &::before {
    content: '';
    position: absolute;
    right: 0.75rem;
    bottom: 0.75rem;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.text};
  }

  &::after {
    content: '';
    position: absolute;
    right: 1.65rem;
    bottom: 1.65rem;
    border-top: 0.6rem solid transparent;
    border-bottom: 0.6rem solid transparent;
    border-left: 1rem solid ${({ theme }) => theme.colors.textInverse};
  }
`;

const Caption = styled.span`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

/**
 * The testimonials (spec: video thumbnails; play opens a video overlay closed by the overlay or Close). Only
 * those with their own video are shown, and the section not at all without one.
 */
export function TestimonialsSection({
  testimonials = workshopTestimonials,
}: {
  testimonials?: readonly Testimonial[];
}) {
  const [playing, setPlaying] = useState<WithVideo>();
  const withVideo = testimonials.filter(hasVideo);
  if (withVideo.length === 0) return null;
  return (
    <Section aria-labelledby="testimonials-title" $tone="soft">
      <PageContainer>
        <SectionTitle id="testimonials-title">What students and parents say</SectionTitle>
        <SectionLead>Short videos from people who took the workshop.</SectionLead>
        <Grid $min="12rem">
          {withVideo.map((testimonial, index) => (
            <li key={testimonial.videoId}>
              <Card type="button" aria-haspopup="dialog" onClick={() => setPlaying(testimonial)}>
                <Still>
                  {/* The button's text names the testimonial: the still adds nothing to read. */}
                  <FallbackImage src={testimonial.thumbnail} alt="" width={640} height={480} loading="lazy" />
                </Still>
                <Caption>
                  Play testimonial {index + 1}: {testimonial.name}
                </Caption>
              </Card>
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
