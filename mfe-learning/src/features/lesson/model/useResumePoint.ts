import { useFirstScreenShown } from 'shared-ui';
import { useLearningGetVideoPositionQuery, type VideoPositionArgs } from '../api/videoPositionApi';
import { resumePoint } from './videoResume';

/**
 * Where to offer resuming the lesson's video, asked of the server on each visit: undefined while it answers,
 * null for nothing to offer (also when the saved position cannot be read: the video just starts from the
 * beginning), else the saved position in seconds. On arrival it is asked for once the lesson's text (its first
 * screen) has been shown: Play shows meanwhile, and a press waits for the answer.
 */
export function useResumePoint(args: VideoPositionArgs): number | null | undefined {
  const firstScreenShown = useFirstScreenShown();
  const saved = useLearningGetVideoPositionQuery(args, {
    refetchOnMountOrArgChange: true,
    skip: !firstScreenShown,
  });
  if (!firstScreenShown || saved.isFetching) return undefined;
  return saved.isError ? null : resumePoint(saved.data);
}
