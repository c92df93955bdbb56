import {
  initialUxState,
  selectConsent,
  setConsent,
  setCourseMenuOpen,
  toggleCourseMenu,
  uxSlice,
} from './uxSlice';

const reduce = uxSlice.reducer;

describe('ux state', () => {
  it('toggles and sets the course menu', () => {
    const open = reduce(initialUxState, toggleCourseMenu());
    expect(open.isCourseMenuOpen).toBe(true);
    expect(reduce(open, setCourseMenuOpen(false)).isCourseMenuOpen).toBe(false);
  });

  it('starts with no consent answer and records the answer', () => {
    expect(selectConsent({ ux: initialUxState })).toBeNull();
    expect(selectConsent({ ux: reduce(initialUxState, setConsent(true)) })).toBe(true);
    expect(selectConsent({ ux: reduce(initialUxState, setConsent(false)) })).toBe(false);
    expect(
      selectConsent({ ux: reduce(reduce(initialUxState, setConsent(true)), setConsent(null)) }),
    ).toBeNull();
  });
});
