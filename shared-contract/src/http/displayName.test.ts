import { displayName } from './displayName';

test.each([
  ['  Ada Lovelace  ', 50, 'Ada Lovelace'],
  ['A'.repeat(54), 50, 'A'.repeat(50)],
  [`${'A'.repeat(49)} Bo`, 50, 'A'.repeat(49)],
  [`${'A'.repeat(49)}😀`, 50, 'A'.repeat(49)],
  ['', 50, ''],
])('displayName(%j, %d) is %j', (name, max, shown) => {
  expect(displayName(name, max)).toBe(shown);
});
