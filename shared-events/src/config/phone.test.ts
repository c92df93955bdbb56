import { dialNumber } from './phone';

it('keeps the digits and the leading plus of a phone number as shown', () => {
  expect(dialNumber('+1 (310) 555-0142')).toBe('+13105550142');
  expect(dialNumber('020 7946 0000')).toBe('02079460000');
});
