import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import { Button, Lightbox, PageContainer } from 'shared-ui';
import { INTRO_VIDEO_ID } from '../model/homeContent';
import { trackVideoPlay } from './trackVideoPlay';
import { VideoThumbnail } from './VideoThumbnail';
import { Band, Grid } from './CtaBand.styles';

/** 'Clear Animations, Over 300 Videos' with a video thumbnail that plays in an overlay. */
export function CtaBand() {
  const { brand } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  return (
    <Band aria-labelledby="home-cta-title">
      <PageContainer>
        <Grid>
          <div>
            <h2 id="home-cta-title">Clear Animations, Over 300 Videos</h2>
            <p>Every concept is drawn step by step, so you see what your code does before you type it.</p>
            <Button as={Link} to={`/course/${brand.productLink}`} variant="secondary" size="lg">
              See the full course
            </Button>
          </div>
          <VideoThumbnail
            src="/images/home/cta-video.svg"
            title="How the lessons look"
            onPlay={() => {
              setOpen(true);
              trackVideoPlay('How the lessons look');
            }}
          />
        </Grid>
      </PageContainer>
      <Lightbox
        isOpen={open}
        onClose={() => setOpen(false)}
        title="How the lessons look"
        media={{ type: 'youtube', videoId: INTRO_VIDEO_ID }}
      />
    </Band>
  );
}
