import { Modal } from '../Modal/Modal';
import { Frame, Image } from './Lightbox.styles';

export type LightboxMedia =
  | { type: 'youtube'; videoId: string }
  | {
      type: 'video';
      src: string;
      poster?: string;
      /** Shows the browser's download control. */ downloadable?: boolean;
    }
  | { type: 'image'; src: string; alt: string };

export interface LightboxProps {
  isOpen: boolean;
  onClose: () => void;
  /** Names the dialog and the embedded player. */
  title: string;
  media: LightboxMedia;
  closeLabel?: string;
}

export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

function LightboxContent({ media, title }: Pick<LightboxProps, 'media' | 'title'>) {
  switch (media.type) {
    case 'youtube':
      return (
        <Frame>
          <iframe
            src={youTubeEmbedUrl(media.videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </Frame>
      );
    case 'video':
      return (
        <Frame>
          <video
            src={media.src}
            poster={media.poster}
            title={title}
            controls
            autoPlay
            controlsList={media.downloadable ? undefined : 'nodownload'}
          />
        </Frame>
      );
    case 'image':
      return <Image src={media.src} alt={media.alt} />;
  }
}

/** A modal that shows one video or image large, on a dark surface. */
export function Lightbox({ isOpen, onClose, title, media, closeLabel = 'Close' }: LightboxProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} closeLabel={closeLabel} size="lg" variant="media">
      <LightboxContent media={media} title={title} />
    </Modal>
  );
}
