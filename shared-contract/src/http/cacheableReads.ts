import * as z from '../zod';
import { boundedText, filledText, text } from './fields';
import { TITLE_MAX } from './requests';

/**
 * How long the client keeps the catalogue and the reviews (spec: 15 minutes), and so how long the API lets a
 * browser or a CDN keep its public answers: a cache in between adds no staleness the client does not already accept.
 */
export const PUBLIC_CACHE_SECONDS = 15 * 60;

/**
 * Query parameters of the public reads the original spec sends as POST. A CDN caches GET answers only, keyed
 * by the address, so each read is also a GET with its fields in the query string (text on the wire).
 */
const query = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, { error: () => 'must be query parameters' });

/** A positive integer written in the query string. */
const idParam = () =>
  z.pipe(
    text().check(z.trim(), z.regex(/^[1-9]\d{0,14}$/, 'must be a positive integer')),
    z.transform(Number),
  );

export const reviewsQuery = z.lazy(() => query({ CourseID: idParam() }));

/** The last post of the previous page; absent for the first page (the POST call's lastEvaluatedKey: null). */
export const blogPageQuery = z.lazy(() => query({ PostId: z.optional(boundedText(TITLE_MAX)) }));

export const blogPostQuery = z.lazy(() => query({ PostId: filledText(TITLE_MAX) }));

export const commentsQuery = z.lazy(() => query({ PostID: filledText(TITLE_MAX) }));
