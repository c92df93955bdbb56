import { layoutsByBreakpoint } from './trackSettings';

test('breakpoints apply smallest first and inherit what they leave out, as swiper does', () => {
  expect(
    layoutsByBreakpoint(
      { slidesPerView: 1, spaceBetween: 16 },
      { 768: { slidesPerView: 3 }, 640: { slidesPerView: 2, spaceBetween: 24 } },
    ),
  ).toEqual([
    { minWidth: 640, layout: { slidesPerView: 2, spaceBetween: 24 } },
    { minWidth: 768, layout: { slidesPerView: 3, spaceBetween: 24 } },
  ]);
});

test('without breakpoints there is only the base layout', () => {
  expect(layoutsByBreakpoint({ slidesPerView: 1, spaceBetween: 16 })).toEqual([]);
});
