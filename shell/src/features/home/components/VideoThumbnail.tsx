import { FallbackImage } from 'shared-ui';
import styles from './VideoThumbnail.module.css';

/** A video's picture with a play overlay; the button names the video. */
export function VideoThumbnail({ src, title, onPlay }: { src: string; title: string; onPlay: () => void }) {
  return (
    <button className={styles.button} type="button" onClick={onPlay} aria-label={`Play video: ${title}`}>
      <FallbackImage src={src} alt="" width={640} height={360} loading="lazy" />
      <span className={styles.play} aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
      </span>
    </button>
  );
}
