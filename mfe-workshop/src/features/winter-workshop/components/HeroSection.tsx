import { useState } from 'react';
import styled from 'styled-components';
import { Button, Lightbox, PageContainer } from 'shared-ui';
import { highlights, introVideoId, schedule } from '../model/content';
import { Section } from './sectionStyles';

const Hero = styled(Section)`
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primaryHover}, #123a6b);
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.display};
`;

const Pitch = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0`};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  & li::before {
    content: '✓ ';
    font-weight: ${({ theme }) => theme.typography.weights.black};
  }
`;

const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 2px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(255, 255, 255, 0.08);
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  &::before {
    content: '';
    width: 0;
    height: 0;
    border-top: 1.25rem solid transparent;
    border-bottom: 1.25rem solid transparent;
    border-left: 2rem solid currentColor;
  }

  &:hover {
    background: rgba(255, 255, 255, 0.16);
  }
`;

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
