import { ErrorText, Spinner } from 'shared-ui';
import styles from './LessonFiles.module.css';

/** The name a file is saved under: the last part of its URL path. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  const last = path.split('/').filter(Boolean).at(-1) ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export interface DownloadsProps {
  files: readonly string[];
  /** The course-wide download, offered on the course's first lesson. */
  courseFiles?: { file: string | undefined; isLoading: boolean; error: string | null };
}

/** The lesson's downloadable files and, on the first lesson, the course files. */
export function LessonDownloads({ files, courseFiles }: DownloadsProps) {
  if (files.length === 0 && !courseFiles) return null;
  return (
    <section aria-labelledby="lesson-downloads">
      <h2 id="lesson-downloads">Downloads</h2>
      {courseFiles?.isLoading && <Spinner size="sm" label="Loading course files" />}
      {courseFiles?.error && <ErrorText>{courseFiles.error}</ErrorText>}
      <ul className={styles.list}>
        {courseFiles?.file && (
          <li>
            <a className={styles.download} href={courseFiles.file} download>
              Download course files
            </a>
          </li>
        )}
        {files.map((file) => (
          <li key={file}>
            <a className={styles.download} href={file} download>
              {fileName(file)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
