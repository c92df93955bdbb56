import { inlineCodeParts } from './inlineCode';

describe('inlineCodeParts', () => {
  test('splits the text at its `code` spans', () => {
    expect(inlineCodeParts('`//` divides: `7 // 2` is `3`.')).toEqual([
      { text: '//', code: true },
      { text: ' divides: ', code: false },
      { text: '7 // 2', code: true },
      { text: ' is ', code: false },
      { text: '3', code: true },
      { text: '.', code: false },
    ]);
  });

  test('text without code, a lone backtick and an empty pair stay as they are', () => {
    expect(inlineCodeParts('Use print().')).toEqual([{ text: 'Use print().', code: false }]);
    expect(inlineCodeParts('a ` b')).toEqual([{ text: 'a ` b', code: false }]);
    expect(inlineCodeParts('a `` b')).toEqual([{ text: 'a `` b', code: false }]);
    expect(inlineCodeParts('')).toEqual([]);
  });
});
