import { api, apiRequest, statusMessage } from 'shared-events';
import type { VideoPosition } from 'shared-contract';

export interface VideoPositionArgs {
  CourseID: number;
  LessonID: number;
}

export interface SaveVideoPositionArgs extends VideoPositionArgs {
  PositionSeconds: number;
  DurationSeconds: number | null;
  /** Sent as the learner leaves the page: the request must outlive it. */
  keepalive?: boolean;
}

/** Never shown: a lesson without its saved position just starts from the beginning. */
const positionErrors = {
  get: statusMessage('Failed to fetch where the video was left'),
  save: statusMessage('Failed to save where the video was left'),
};

/** Where the learner left a lesson's video: read as the lesson opens, saved while it plays and on leave. */
export const videoPositionApi = api.injectEndpoints({
  endpoints: (build) => ({
    learningGetVideoPosition: build.query<VideoPosition, VideoPositionArgs>({
      query: (args) => apiRequest('getVideoPosition', args, positionErrors.get),
      // Another device may have moved it since: each visit asks again.
      keepUnusedDataFor: 0,
    }),
    learningSaveVideoPosition: build.mutation<VideoPosition, SaveVideoPositionArgs>({
      query: ({ keepalive, ...payload }) =>
        apiRequest('saveVideoPosition', payload, positionErrors.save, { keepalive }),
    }),
  }),
});

export const { useLearningGetVideoPositionQuery, useLearningSaveVideoPositionMutation } = videoPositionApi;
