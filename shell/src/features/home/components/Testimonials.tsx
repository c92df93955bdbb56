import { Carousel, FallbackImage, PageContainer } from 'shared-ui';
import { TESTIMONIALS, testimonialCarouselSettings } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';
import { Quote } from './Testimonials.styles';

/** Six student testimonials in an autoplaying, looping carousel (2 per view from 1024 px). */
export function Testimonials() {
  return (
    <PageContainer as="section" aria-labelledby="home-testimonials-title">
      <SectionTitle id="home-testimonials-title">What our students say</SectionTitle>
      <Carousel label="Student testimonials" {...testimonialCarouselSettings}>
        {TESTIMONIALS.map((entry) => (
          <Quote forwardedAs="figure" key={entry.name}>
            <blockquote>{`“${entry.quote}”`}</blockquote>
            <figcaption>
              <FallbackImage src={entry.avatar} alt="" width={56} height={56} loading="lazy" />
              <div>
                <strong>{entry.name}</strong>
                <span>{entry.role}</span>
              </div>
            </figcaption>
          </Quote>
        ))}
      </Carousel>
    </PageContainer>
  );
}
