import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-platform';
import { Button, FallbackImage, Lightbox, media, PageContainer, Staged, VisuallyHidden } from 'shared-ui';
import { INTRO_VIDEO_ID, TAGLINE_INTERVAL_MS, TAGLINES } from '../model/homeContent';
import { trackVideoPlay } from './trackVideoPlay';
import { useRotatingIndex } from './useRotatingIndex';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.surface} 100%
  );
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const Headline = styled.h1`
  font-size: clamp(2.25rem, 5vw, ${({ theme }) => theme.typography.sizes.display});
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Decorative: phones show the headline and the calls to action without it. Its own column: staged, it moves nothing.
const Art = styled(FallbackImage)`
  width: 100%;
  height: auto;

  ${media.below('nav')} {
    display: none;
  }
`;

/** Headline, example print statement, rotating tagline, Get Started Now, Watch Video and START FREE TRIAL. */
export function Hero() {
  const { brand } = useRuntimeConfig();
  const tagline = TAGLINES[useRotatingIndex(TAGLINES.length, TAGLINE_INTERVAL_MS)];
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <Band aria-labelledby="home-hero-title">
      <PageContainer>
        <Grid>
          <Text>
            <Headline id="home-hero-title">Learn Python the Easy Way</Headline>
            <Code>
              <code>print(&quot;Hello, World!&quot;)</code>
            </Code>
            <Tagline>
              <span aria-hidden="true">
                Short, animated lessons <strong data-testid="hero-tagline">{tagline}</strong>
              </span>
              <VisuallyHidden>{`Short, animated lessons ${TAGLINES.join(', ')}.`}</VisuallyHidden>
            </Tagline>
            <Actions>
              <Button as={Link} to={`/course/${brand.productLink}`} size="lg">
                Get Started Now
              </Button>
              <Button
                variant="ghost"
                size="lg"
                onClick={() => {
                  setVideoOpen(true);
                  trackVideoPlay('Home introduction');
                }}
              >
                Watch Video
              </Button>
              <Button as={Link} to="/course/free-trial" variant="secondary" size="lg">
                START FREE TRIAL
              </Button>
            </Actions>
          </Text>
          <Staged>
            <Art src="/images/home/hero.svg" alt="" width={640} height={480} />
          </Staged>
        </Grid>
      </PageContainer>
      <Lightbox
        isOpen={videoOpen}
        onClose={() => setVideoOpen(false)}
        title="Introduction video"
        media={{ type: 'youtube', videoId: INTRO_VIDEO_ID }}
      />
    </Band>
  );
}
