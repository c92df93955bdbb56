import { alternateSource } from './alternateSource';

it('falls back from webp or svg to png, then to jpg, then gives up', () => {
  expect(alternateSource('/images/courses/free-trial.svg')).toBe('/images/courses/free-trial.png');
  expect(alternateSource('/images/a.webp?v=2')).toBe('/images/a.png?v=2');
  expect(alternateSource('/images/a.png')).toBe('/images/a.jpg');
  expect(alternateSource('/images/a.jpg')).toBeNull();
  expect(alternateSource('no-extension')).toBeNull();
});
