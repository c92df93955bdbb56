import { useState } from 'react';
import { Button, Lightbox, PageContainer } from 'shared-ui';
import { highlights, introVideoId, schedule } from '../model/content';
import styles from './HeroSection.module.css';
import { Section } from './sectionStyles';

export function HeroSection({ onApply }: { onApply: () => void }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Section className={styles.hero} id="home" aria-labelledby="workshop-title">
      <PageContainer>
        <div className={styles.layout}>
          <div>
            <h1 className={styles.title} id="workshop-title">
              Winter Coding Workshop
            </h1>
            <p className={styles.pitch}>
              In {schedule.weeks} weeks, young people aged {schedule.ages} go from their first line of Python
              to a portfolio of real projects, in a live, in-person workshop: two 2-hour sessions a week,{' '}
              {schedule.days}, {schedule.hours}.
            </p>
            <ul className={styles.highlights} aria-label="Highlights">
              {highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
            <Button size="lg" variant="secondary" onClick={onApply}>
              Apply Now
            </Button>
          </div>
          <button className={styles.playButton} type="button" onClick={() => setPlaying(true)}>
            Play the workshop introduction video
          </button>
        </div>
      </PageContainer>
      <Lightbox
        isOpen={playing}
        onClose={() => setPlaying(false)}
        title="Winter Coding Workshop introduction"
        media={{ type: 'youtube', videoId: introVideoId }}
      />
    </Section>
  );
}
