import styled from 'styled-components';
import { ErrorText, Spinner } from 'shared-ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;

  &::before {
    content: '⬇' / '';
  }

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

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
