import { useState } from 'react';
import { bus } from 'shared-events';
import { Button, FallbackImage, Lightbox, PageContainer } from 'shared-ui';
import { instructor, isLinkedInProfile } from '../../instructors';
import { Certificates, Intro, Portrait, Section, Text, VideoButton } from './AboutPage.styles';

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
