import firstView from './homeFirstView.json';
import { HOME_REGIONS, HOME_REGIONS_AT_ONCE } from './homeRegions';

test('every region the page budgets count as loaded with the page is a home region, in page order', () => {
  expect(HOME_REGIONS_AT_ONCE).toEqual(firstView.regions);
  expect(HOME_REGIONS.filter((name) => HOME_REGIONS_AT_ONCE.includes(name))).toEqual(firstView.regions);
});
