import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AnswerCache } from './answerCache';
import { noneMatchHits, publicAnswer } from './publicAnswers';

describe('If-None-Match', () => {
  const etag = '"abc"';
  it('matches the same tag, strong or weak on either side (the weak comparison RFC 9110 asks for)', () => {
    assert.ok(noneMatchHits('"abc"', etag));
    assert.ok(noneMatchHits('W/"abc"', etag));
    assert.ok(noneMatchHits('"abc"', 'W/"abc"'));
  });
  it('matches one tag of a list, and any answer for *', () => {
    assert.ok(noneMatchHits('"x", W/"y" ,"abc"', etag));
    assert.ok(noneMatchHits(['"x"', '"abc"'], etag));
    assert.ok(noneMatchHits(' * ', etag));
  });
  it('reads a tag that holds a comma as one tag', () => {
    assert.ok(noneMatchHits('"a,b", "abc"', etag));
    assert.ok(!noneMatchHits('"a,b"', '"a"'));
    assert.ok(noneMatchHits('"a,b"', '"a,b"'));
  });
  it('does not match another tag, a tag without quotes, or no header', () => {
    assert.ok(!noneMatchHits('"abcd"', etag));
    assert.ok(!noneMatchHits('abc', etag));
    assert.ok(!noneMatchHits('', etag));
    assert.ok(!noneMatchHits(undefined, etag));
  });
});

describe('public answers', () => {
  it('tag the bytes: the same body gives the same tag, another body another', () => {
    const one = publicAnswer({ Courses: [1] });
    assert.equal(publicAnswer({ Courses: [1] }).etag, one.etag);
    assert.notEqual(publicAnswer({ Courses: [2] }).etag, one.etag);
    assert.match(one.etag, /^"[\w-]+"$/);
    assert.deepEqual(JSON.parse(one.payload), { statusCode: 200, body: '{"Courses":[1]}' });
  });
});

describe('the answer cache', () => {
  const counter = () => {
    let reads = 0;
    return {
      load: async () => ({ read: (reads += 1) }),
      get reads() {
        return reads;
      },
    };
  };

  it('reads once within the TTL, again after it or after an invalidation of its key', async () => {
    let now = 0;
    const cache = new AnswerCache({ ttlMs: 1000, now: () => now });
    const source = counter();
    const first = await cache.answer('k', source.load);
    assert.equal((await cache.answer('k', source.load)).etag, first.etag);
    now = 999;
    await cache.answer('k', source.load);
    assert.equal(source.reads, 1);
    now = 1000;
    await cache.answer('k', source.load);
    assert.equal(source.reads, 2);
    cache.invalidate(['other']);
    await cache.answer('k', source.load);
    assert.equal(source.reads, 2, 'another key dropped keeps this one');
    cache.invalidate(['k']);
    await cache.answer('k', source.load);
    cache.invalidate();
    await cache.answer('k', source.load);
    assert.equal(source.reads, 4);
  });

  it('does not keep an answer whose read began before an invalidation', async () => {
    const cache = new AnswerCache();
    let release: () => void = () => undefined;
    const slow = cache.answer('k', () => new Promise((resolve) => (release = () => resolve('old'))));
    cache.invalidate(['k']);
    release();
    assert.equal(JSON.parse((await slow).payload).body, '"old"', 'the request that read it gets it');
    const source = counter();
    await cache.answer('k', source.load);
    assert.equal(source.reads, 1, 'the next request reads again');
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    const source = counter();
    for (const key of ['a', 'b', 'c']) await cache.answer(key, source.load);
    await cache.answer('c', source.load);
    await cache.answer('b', source.load);
    assert.equal(source.reads, 3);
    await cache.answer('a', source.load);
    assert.equal(source.reads, 4);
  });
});
