import { useState } from 'react';
import styled from 'styled-components';
import { Lightbox, media, PageContainer } from 'shared-ui';
import { GALLERY_VIDEOS, type GalleryVideo } from '../model/homeContent';
import { SectionTitle } from './SectionTitle';
import { trackVideoPlay } from './trackVideoPlay';
import { VideoThumbnail } from './VideoThumbnail';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('large')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.below('mobile')} {
    grid-template-columns: minmax(0, 1fr);
  }

  p {
    margin-top: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

/** Six sample lessons; each plays in a lightbox. */
export function VideoGallery() {
  const [playing, setPlaying] = useState<GalleryVideo | null>(null);
  return (
    <PageContainer as="section" aria-labelledby="home-gallery-title">
      <SectionTitle id="home-gallery-title">Watch a few lessons</SectionTitle>
      <Grid>
        {GALLERY_VIDEOS.map((video) => (
          <li key={video.videoId}>
            <VideoThumbnail
              src={video.thumbnail}
              title={video.title}
              onPlay={() => {
                setPlaying(video);
                trackVideoPlay(video.title);
              }}
            />
            <p>{video.title}</p>
          </li>
        ))}
      </Grid>
      {playing && (
        <Lightbox
          isOpen
          onClose={() => setPlaying(null)}
          title={playing.title}
          media={{ type: 'youtube', videoId: playing.videoId }}
        />
      )}
    </PageContainer>
  );
}
