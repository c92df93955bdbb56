import { FallbackImage } from 'shared-ui';
import { PlayButton, PlayIcon } from './VideoThumbnail.styles';

/** A video's picture with a play overlay; the button names the video. */
export function VideoThumbnail({ src, title, onPlay }: { src: string; title: string; onPlay: () => void }) {
  return (
    <PlayButton type="button" onClick={onPlay} aria-label={`Play video: ${title}`}>
      <FallbackImage src={src} alt="" width={640} height={360} loading="lazy" />
      <PlayIcon aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
      </PlayIcon>
    </PlayButton>
  );
}
