import { Banner } from './CourseBanner.styles';

export interface CourseBannerProps {
  courseName: string;
  imageSrc: string;
}

/**
 * An exercise lesson's banner when it has no video: the course's picture as a small strip with its name, not the
 * 16:9 picture a lesson without an exercise shows, so the task and the editor come into view at once.
 */
export function CourseBanner({ courseName, imageSrc }: CourseBannerProps) {
  return (
    <Banner>
      {/* Decorative: the course's name is beside it. */}
      <img src={imageSrc} alt="" width={96} height={54} />
      <span>{courseName}</span>
    </Banner>
  );
}
