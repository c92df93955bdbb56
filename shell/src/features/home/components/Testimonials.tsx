import styled from 'styled-components';
import { Card, Carousel, FallbackImage, PageContainer } from 'shared-ui';
import { TESTIMONIALS, testimonialCarouselSettings } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';

const Quote = styled(Card).attrs({ as: 'figure' })`
  height: 100%;
  margin: 0;
  gap: ${({ theme }) => theme.space.md};

  blockquote {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: auto;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 50%;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/** Six student testimonials in an autoplaying, looping carousel (2 per view from 1024 px). */
export function Testimonials() {
  return (
    <PageContainer as="section" aria-labelledby="home-testimonials-title">
      <SectionTitle id="home-testimonials-title">What our students say</SectionTitle>
      <Carousel label="Student testimonials" {...testimonialCarouselSettings}>
        {TESTIMONIALS.map((entry) => (
          <Quote key={entry.name}>
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
