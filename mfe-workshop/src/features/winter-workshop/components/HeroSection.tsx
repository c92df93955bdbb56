import { useState } from 'react';
import { Button, Lightbox, PageContainer } from 'shared-ui';
import { highlights, introVideoId, schedule } from '../model/content';
import { Highlights, Hero, Layout, Pitch, PlayButton, Title } from './HeroSection.styles';

export function HeroSection({ onApply }: { onApply: () => void }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Hero id="home" aria-labelledby="workshop-title">
      <PageContainer>
        <Layout>
          <div>
            <Title id="workshop-title">Winter Coding Workshop</Title>
            <Pitch>
              In {schedule.weeks} weeks, young people aged {schedule.ages} go from their first line of Python
              to a portfolio of real projects, in a live, in-person workshop: two 2-hour sessions a week,{' '}
              {schedule.days}, {schedule.hours}.
            </Pitch>
            <Highlights aria-label="Highlights">
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </Highlights>
            <Button size="lg" variant="secondary" onClick={onApply}>
              Apply Now
            </Button>
          </div>
          <PlayButton type="button" onClick={() => setPlaying(true)}>
            Play the workshop introduction video
          </PlayButton>
        </Layout>
      </PageContainer>
      <Lightbox
        isOpen={playing}
        onClose={() => setPlaying(false)}
        title="Winter Coding Workshop introduction"
        media={{ type: 'youtube', videoId: introVideoId }}
      />
    </Hero>
  );
}
