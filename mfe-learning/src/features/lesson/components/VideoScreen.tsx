import type { ComponentProps } from 'react';
import styles from './VideoScreen.module.css';

/** The lesson's 16:9 video area, shared by the placeholder, the light screen, the player and its loading state. */
export function VideoScreen({ className, ...props }: ComponentProps<'div'>) {
  return <div className={className ? `${styles.screen} ${className}` : styles.screen} {...props} />;
}

/** The region's name while the video area holds a video: the same before, while and after the player loads. */
export function videoRegionLabel(lessonName: string): string {
  return `Lesson video: ${lessonName}`;
}
