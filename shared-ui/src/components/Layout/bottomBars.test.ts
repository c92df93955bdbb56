import { aboveBottomBars, BOTTOM_BARS_VAR, setBottomBarsHeight } from './bottomBars';

it('keeps the height docked at the bottom on the root, and floating buttons sit that much higher', () => {
  expect(aboveBottomBars('1rem')).toBe(`calc(var(${BOTTOM_BARS_VAR}, 0px) + 1rem)`);
  setBottomBarsHeight(72.4);
  expect(document.documentElement.style.getPropertyValue(BOTTOM_BARS_VAR)).toBe('73px');
  setBottomBarsHeight(0);
  expect(document.documentElement.style.getPropertyValue(BOTTOM_BARS_VAR)).toBe('');
});
