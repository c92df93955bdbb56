import assert from 'node:assert/strict';
import { calls, commentMessages, familyMessages, type CallName } from 'shared-contract';
import type { ZodMiniType } from 'zod/mini';
import { describeApi } from '../testing/apiHarness';
import { objectShape } from '../testing/objectShape';

/** Far over every limit of the contract, well under the 1 MB body limit. */
const LONG = 100_000;
const LONG_LIST = 10_000;

/** Values some string field takes (a plain string, digits, a country, an e-mail, a web address). */
const STRING_SAMPLES = ['a', '42', 'US', 'ada@example.com', 'https://example.com/a.png'];

/** The over-long version of a string a field takes, keeping its form (an e-mail stays an e-mail). */
function overLong(sample: string): string {
  if (sample.includes('@')) return `${'a'.repeat(LONG)}@example.com`;
  if (sample.startsWith('https://')) return `https://example.com/${'a'.repeat(LONG)}`;
  return (sample[0] ?? 'a').repeat(LONG);
}

/** Fields whose limit is told in the form's own words (spec), naming the field as the form labels it. */
const WORDED: Record<string, string> = {
  'postComment body/Name': commentMessages.nameTooLong,
  'postComment body/Message': commentMessages.messageTooLong,
  'addChildProfile body/name': familyMessages.nameTooLong,
  'updateChildProfile body/name': familyMessages.nameTooLong,
  // A query parameter is text: an over-long id is refused for not being a number.
  'readReviews query/CourseID': 'query/CourseID must be a positive integer',
};

interface Probe {
  path: string[];
  value: unknown;
}

/**
 * Every string field and every list of a request, found by what the field's schema accepts (so a field added
 * later is found too), each with a value far over any sensible limit.
 */
function probes(shape: Record<string, ZodMiniType>, path: string[] = []): Probe[] {
  return Object.entries(shape).flatMap(([key, field]): Probe[] => {
    const at = [...path, key];
    const inner = objectShape(field);
    if (inner) return probes(inner, at);
    const sample = STRING_SAMPLES.find((candidate) => field.safeParse(candidate).success);
    if (sample !== undefined) return [{ path: at, value: overLong(sample) }];
    if (field.safeParse([]).success) {
      return [{ path: at, value: Array.from({ length: LONG_LIST }, (_, index) => index + 1) }];
    }
    return [];
  });
}

function nest(path: string[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
}

describeApi('request size limits', (test) => {
  test('refuses every over-long string field and list of every call with a 400 naming the field', async (env) => {
    let checked = 0;
    for (const name of Object.keys(calls) as CallName[]) {
      const schema = calls[name].request;
      const shape = objectShape(schema);
      if (!shape) continue;
      for (const { path, value } of probes(shape)) {
        const field = [calls[name].method === 'GET' ? 'query' : 'body', ...path].join('/');
        const response = await env.call(name, nest(path, value), { as: 'limits-1' });
        const label = `${name} ${field}`;
        assert.equal(response.statusCode, 400, `${label}: ${response.body.slice(0, 300)}`);
        const { message } = response.json<{ message: string }>();
        const expected = WORDED[label] ?? new RegExp(`${field} must (be|hold) at most \\d+ (characters|ids)`);
        if (typeof expected === 'string') assert.ok(message.includes(expected), `${label}: ${message}`);
        else assert.match(message, expected, label);
        checked += 1;
      }
    }
    assert.ok(checked > 50, `every field was probed (${checked})`);
  });

  test('answers /chapter/get-multiple with 32,767 ids with a quick 400, not a database error', async (env) => {
    const ChapterIDs = Array.from({ length: 32_767 }, (_, index) => index + 1);
    const started = performance.now();
    const response = await env.call('getChapters', { ChapterIDs });
    const elapsed = performance.now() - started;
    assert.equal(response.statusCode, 400, response.body.slice(0, 300));
    assert.equal(response.json<{ message: string }>().message, 'body/ChapterIDs must hold at most 100 ids');
    assert.ok(elapsed < 1000, `answered in ${Math.round(elapsed)} ms`);
  });

  test("serves a course's chapters up to the limit", async (env) => {
    const ChapterIDs = Array.from({ length: 100 }, (_, index) => index + 1);
    const { Chapters } = await env.ok('getChapters', { ChapterIDs });
    assert.ok(Chapters.length > 0);
  });
});
