import type { ProfileData } from 'shared-contract';
import { accountNameOf } from './accountName';

const profile = (changes: Partial<ProfileData>): ProfileData => ({
  UserID: 'u1',
  firstName: '',
  lastName: '',
  userName: '',
  userEmail: 'ada@example.com',
  publicProfile: false,
  LFG: false,
  klaviyoProfileID: null,
  referralLink: 'None',
  ...changes,
});
const info = { userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada From Sign-up' } };

it.each([
  [profile({ userName: ' Ada L. ', firstName: 'Ada' }), 'Ada L.'],
  [profile({ firstName: 'Ada', lastName: 'Lovelace' }), 'Ada Lovelace'],
  [profile({}), 'Ada From Sign-up'],
  [null, 'Ada From Sign-up'],
])('names the account as the API does (case %#)', (record, name) => {
  expect(accountNameOf(record, info)).toBe(name);
});

it('is empty for a visitor', () => {
  expect(accountNameOf(null, null)).toBe('');
});
