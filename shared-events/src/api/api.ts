import { createApi } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the site. Areas add their endpoints with `api.injectEndpoints`; tags are
 * declared here so one area's mutation can refresh another area's data (e.g. checkout -> enrollments).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: [
    'Enrollments',
    'CompletedSteps',
    'Reviews',
    'Profile',
    'Comments',
    'Family',
    'FamilyDashboard',
    'LearningStreak',
  ],
  endpoints: () => ({}),
});
