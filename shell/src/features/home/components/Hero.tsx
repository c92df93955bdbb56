import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { Button, Lightbox, PageContainer, VisuallyHidden } from 'shared-ui';
import { INTRO_VIDEO_ID, TAGLINE_INTERVAL_MS, TAGLINES } from '../model/homeContent';
import { trackVideoPlay } from './trackVideoPlay';
import { useRotatingIndex } from './useRotatingIndex';
import { Actions, Art, Band, Code, Grid, Headline, Tagline, Text } from './Hero.styles';

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
          <Art src="/images/home/hero.svg" alt="" width={640} height={480} />
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
