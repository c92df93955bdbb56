import { useState } from 'react';
import { FallbackImage, Lightbox, PageContainer } from 'shared-ui';
import { testimonials as workshopTestimonials, type Testimonial } from '../model/content';
import { Caption, Still, TestimonialCard } from './TestimonialsSection.styles';
import { Grid, Section, SectionLead, SectionTitle } from './sectionStyles';

type WithVideo = Testimonial & { videoId: string };

const hasVideo = (testimonial: Testimonial): testimonial is WithVideo => testimonial.videoId !== null;

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
              <TestimonialCard type="button" aria-haspopup="dialog" onClick={() => setPlaying(testimonial)}>
                <Still>
                  {/* The button's text names the testimonial: the still adds nothing to read. */}
                  <FallbackImage src={testimonial.thumbnail} alt="" width={640} height={480} loading="lazy" />
                </Still>
                <Caption>
                  Play testimonial {index + 1}: {testimonial.name}
                </Caption>
              </TestimonialCard>
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
