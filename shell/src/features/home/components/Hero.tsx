import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { Button, FallbackImage, Lightbox, PageContainer, Staged, VisuallyHidden } from 'shared-ui';
import { INTRO_VIDEO_ID, TAGLINE_INTERVAL_MS, TAGLINES } from '../model/homeContent';
import { trackVideoPlay } from './trackVideoPlay';
import { useRotatingIndex } from './useRotatingIndex';
import styles from './Hero.module.css';

/** Headline, example print statement, rotating tagline, Get Started Now, Watch Video and START FREE TRIAL. */
export function Hero() {
  const { brand } = useRuntimeConfig();
  const tagline = TAGLINES[useRotatingIndex(TAGLINES.length, TAGLINE_INTERVAL_MS)];
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <section className={styles.band} aria-labelledby="home-hero-title">
      <PageContainer>
        <div className={styles.grid}>
          <div className={styles.text}>
            <h1 className={styles.headline} id="home-hero-title">
              Learn Python the Easy Way
            </h1>
            <pre className={styles.code}>
              <code>print(&quot;Hello, World!&quot;)</code>
            </pre>
            <p className={styles.tagline}>
              <span aria-hidden="true">
                Short, animated lessons <strong data-testid="hero-tagline">{tagline}</strong>
              </span>
              <VisuallyHidden>{`Short, animated lessons ${TAGLINES.join(', ')}.`}</VisuallyHidden>
            </p>
            <div className={styles.actions}>
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
            </div>
          </div>
          <Staged>
            <FallbackImage
              className={styles.art}
              src="/images/home/hero.svg"
              alt=""
              width={640}
              height={480}
            />
          </Staged>
        </div>
      </PageContainer>
      <Lightbox
        isOpen={videoOpen}
        onClose={() => setVideoOpen(false)}
        title="Introduction video"
        media={{ type: 'youtube', videoId: INTRO_VIDEO_ID }}
      />
    </section>
  );
}
