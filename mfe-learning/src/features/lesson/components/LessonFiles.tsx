import { ErrorText, Spinner } from 'shared-ui';
import { Download, List } from './LessonFiles.styles';

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
      <List>
        {courseFiles?.file && (
          <li>
            <Download href={courseFiles.file} download>
              Download course files
            </Download>
          </li>
        )}
        {files.map((file) => (
          <li key={file}>
            <Download href={file} download>
              {fileName(file)}
            </Download>
          </li>
        ))}
      </List>
    </section>
  );
}
