import { useState } from 'react';
import styled from 'styled-components';
import { bus } from 'shared-platform';
import { Button, FallbackImage, Lightbox, media, PageContainer } from 'shared-ui';
import { instructor, isLinkedInProfile } from '../../instructors';

/** The instructor's introduction video (played from the configured video host). */
export const ABOUT_VIDEO_ID = 'kqtD5dpn9C8';

const certificates = [
  {
    src: '/images/about/certificate-teaching.svg',
    title: 'Certified Teacher of Mathematics and Computer Science',
  },
  { src: '/images/about/certificate-python.svg', title: 'Python Institute Certified Professional' },
  { src: '/images/about/certificate-stem.svg', title: 'STEM Education Leadership Award' },
];

const Intro = styled.section`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  margin: ${({ theme }) => `${theme.space.xxl} 0`};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Portrait = styled(FallbackImage)`
  width: 280px;
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const VideoButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: none;

  img {
    width: 100%;
    height: auto;
  }
`;

const Certificates = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }

  img {
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    text-align: center;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xxl};

  h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
  }
`;

/** /about: the instructor's bio, introduction video and certificates. */
export default function AboutPage() {
  const [videoOpen, setVideoOpen] = useState(false);
  const openVideo = () => {
    setVideoOpen(true);
    bus.publish('analytics:track', { event: 'Video Played', properties: { video: 'About the instructor' } });
  };
  return (
    <PageContainer>
      <Intro aria-labelledby="about-title">
        <Portrait
          src={instructor.portraitImage}
          alt={`Portrait of ${instructor.name}`}
          width={280}
          height={350}
        />
        <Text>
          <h1 id="about-title">{`About ${instructor.name}`}</h1>
          <p>{instructor.description}</p>
          <p>
            Every lesson starts from what a beginner already knows, shows one new idea with a clear animation,
            and ends with a small exercise. Learners of 9 and up follow along on their own; parents often
            learn with them.
          </p>
          {isLinkedInProfile(instructor.linkedin) && (
            <Button
              as="a"
              href={instructor.linkedin}
              target="_blank"
              rel="noopener noreferrer"
              variant="secondary"
            >
              LinkedIn profile
            </Button>
          )}
        </Text>
      </Intro>
      <Section aria-labelledby="about-video">
        <h2 id="about-video">Watch the introduction</h2>
        <VideoButton type="button" onClick={openVideo} aria-label="Play the introduction video">
          <FallbackImage
            src="/images/about/intro-video.svg"
            alt=""
            width={1280}
            height={720}
            loading="lazy"
          />
        </VideoButton>
        <Lightbox
          isOpen={videoOpen}
          onClose={() => setVideoOpen(false)}
          title="Introduction video"
          media={{ type: 'youtube', videoId: ABOUT_VIDEO_ID }}
        />
      </Section>
      <Section aria-labelledby="about-certificates">
        <h2 id="about-certificates">Certificates</h2>
        <Certificates>
          {certificates.map((certificate) => (
            <li key={certificate.src}>
              <figure>
                <FallbackImage
                  src={certificate.src}
                  alt={`Certificate: ${certificate.title}`}
                  width={800}
                  height={600}
                  loading="lazy"
                />
                <figcaption>{certificate.title}</figcaption>
              </figure>
            </li>
          ))}
        </Certificates>
      </Section>
    </PageContainer>
  );
}
