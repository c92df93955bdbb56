import { coursePriceView, formatPrice } from './price';

describe('coursePriceView', () => {
  it('shows Free when the list price is 0', () => {
    expect(coursePriceView({ Price: 0, OfferPrice: 10 })).toEqual({ kind: 'free' });
  });

  it('shows Free when the offer price is 0', () => {
    expect(coursePriceView({ Price: 99, OfferPrice: 0 })).toEqual({ kind: 'free' });
  });

  it('shows the offer price with the list price to strike through', () => {
    expect(coursePriceView({ Price: 199, OfferPrice: 49.99 })).toEqual({
      kind: 'offer',
      offer: 49.99,
      list: 199,
    });
  });

  it('shows the list price alone when there is no offer', () => {
    expect(coursePriceView({ Price: 25, OfferPrice: null })).toEqual({ kind: 'regular', price: 25 });
  });
});

it('formats amounts as dollars', () => {
  expect(formatPrice(49.9)).toBe('$49.90');
});
