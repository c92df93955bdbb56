import { frameHeightOf, PAYMENT_FRAME_MAX_HEIGHT } from './paymentFrame';

describe('frameHeightOf', () => {
  it('reads the height a payment page asks for, in whole pixels within the limit', () => {
    expect(frameHeightOf({ type: 'payment-frame-height', height: 1071.2 })).toBe(1072);
    expect(frameHeightOf({ type: 'payment-frame-height', height: -5 })).toBe(0);
    expect(frameHeightOf({ type: 'payment-frame-height', height: 1e12 })).toBe(PAYMENT_FRAME_MAX_HEIGHT);
  });

  it('ignores every other message', () => {
    for (const data of [
      'payment-successful',
      null,
      { type: 'other', height: 5 },
      { type: 'payment-frame-height', height: 'tall' },
      { type: 'payment-frame-height', height: Number.NaN },
    ])
      expect(frameHeightOf(data)).toBeNull();
  });
});
