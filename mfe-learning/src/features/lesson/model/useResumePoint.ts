import { useLearningGetVideoPositionQuery, type VideoPositionArgs } from '../api/videoPositionApi';
import { resumePoint } from './videoResume';

/**
 * Where to offer resuming the lesson's video, asked of the server on each visit: undefined while it answers,
 * null for nothing to offer (also when the saved position cannot be read: the video just starts from the
 * beginning), else the saved position in seconds. Play shows meanwhile, and a press waits for the answer.
 */
export function useResumePoint(args: VideoPositionArgs): number | null | undefined {
  const saved = useLearningGetVideoPositionQuery(args, { refetchOnMountOrArgChange: true });
  if (saved.isFetching) return undefined;
  return saved.isError ? null : resumePoint(saved.data);
}
