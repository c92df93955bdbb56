import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { LEARNER_PROFILE_HEADER } from 'shared-contract';
import { offContractAnswer, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { configureApi } from './apiConfig';
import { apiRequest, carriesStatusCode200, contractBaseQuery } from './baseQuery';

const courses = JSON.stringify({ Courses: [] });

async function getCourses() {
  const api = { signal: new AbortController().signal } as BaseQueryApi;
  return contractBaseQuery(apiRequest('getCourses', undefined, 'Failed to fetch courses'), api, {});
}

beforeEach(() => {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
});

describe('contractBaseQuery meta', () => {
  it("reports the envelope's own statusCode apart from the HTTP status", async () => {
    server.use(offContractAnswer('getCourses', { json: { statusCode: 202, body: courses } }));
    const result = await getCourses();
    expect(result.meta).toEqual({ status: 202, reportedStatus: 202 });
    expect(carriesStatusCode200(result.meta)).toBe(false);
  });

  it('reports no statusCode when the body carries none, so a plain HTTP 200 is not a verified success', async () => {
    server.use(offContractAnswer('getCourses', { json: { body: courses } }));
    const result = await getCourses();
    expect(result.data).toEqual({ Courses: [] });
    expect(result.meta).toEqual({ status: 200 });
    expect(carriesStatusCode200(result.meta)).toBe(false);
  });

  it('counts a response carrying statusCode 200 as verified', async () => {
    server.use(offContractAnswer('getCourses', { json: { statusCode: 200, body: courses } }));
    expect(carriesStatusCode200((await getCourses()).meta)).toBe(true);
  });
});

describe('contractBaseQuery keepalive', () => {
  it('lets a request outlive the page when asked, with the same token and learner-profile headers', async () => {
    const sent: RequestInit[] = [];
    configureApi({
      baseUrl: TEST_API_BASE,
      getAccessToken: () => 'token',
      fetch: (input, init) => {
        sent.push(init ?? {});
        return fetch(input, init);
      },
    });
    server.use(offContractAnswer('getCourses', { json: { statusCode: 200, body: courses } }));
    const getState = () => ({ user: { activeChildProfile: { profileId: 'child-1' } } });
    const api = { signal: new AbortController().signal, getState } as unknown as BaseQueryApi;

    await contractBaseQuery(apiRequest('getCourses', undefined, 'Failed', { keepalive: true }), api, {});
    await contractBaseQuery(apiRequest('getCourses', undefined, 'Failed'), api, {});

    expect(sent.map((init) => init.keepalive)).toEqual([true, undefined]);
    expect(sent[0]?.headers).toMatchObject({
      Authorization: 'Bearer token',
      [LEARNER_PROFILE_HEADER]: 'child-1',
    });
  });
});

describe('contractBaseQuery and an ended session', () => {
  const refusal = { statusCode: 401, message: 'This sign-in has ended (signed out): please sign in again' };

  it('tells the shell when the API refuses the token a call sent, and only then', async () => {
    const onSessionEnded = jest.fn();
    configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token', onSessionEnded });
    server.use(offContractAnswer('getCourses', { status: 401, json: refusal }));
    const refused = await getCourses();
    expect(refused.error).toMatchObject({ status: 401, message: refusal.message });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    server.use(offContractAnswer('getCourses', { status: 403, json: { statusCode: 403, message: 'No' } }));
    await getCourses();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a 401 to a call sent without a token: nobody was signed in', async () => {
    const onSessionEnded = jest.fn();
    configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null, onSessionEnded });
    server.use(offContractAnswer('getCourses', { status: 401, json: refusal }));
    await getCourses();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
