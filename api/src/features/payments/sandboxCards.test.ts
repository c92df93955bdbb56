import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardBrand, chargeOutcome, checkCard, type CardForm } from './sandboxCards';

const NOW = new Date('2026-05-15T12:00:00Z');
const good: CardForm = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvc: '123',
  cardName: 'Ada Lovelace',
};
const errorsOf = (form: Partial<CardForm>) => {
  const result = checkCard({ ...good, ...form }, NOW);
  return result.valid ? {} : result.errors;
};

describe('sandbox card checks', () => {
  it('accepts a valid card and keeps only its brand and last four digits', () => {
    assert.deepEqual(checkCard(good, NOW), {
      valid: true,
      digits: '4242424242424242',
      card: { brand: 'Visa', last4: '4242' },
    });
    assert.deepEqual(checkCard({ ...good, cardNumber: '5555-5555-5555-4444', cvc: '1234' }, NOW), {
      valid: true,
      digits: '5555555555554444',
      card: { brand: 'Mastercard', last4: '4444' },
    });
  });

  it('refuses a card number that is missing, short, not digits or fails the Luhn check', () => {
    assert.deepEqual(errorsOf({ cardNumber: ' ' }), { cardNumber: 'Enter the card number.' });
    assert.deepEqual(errorsOf({ cardNumber: '4242 4242' }), {
      cardNumber: 'Your card number is incomplete.',
    });
    assert.deepEqual(errorsOf({ cardNumber: '4242 4242 4242 424x' }), {
      cardNumber: 'The card number may contain only digits and spaces.',
    });
    assert.deepEqual(errorsOf({ cardNumber: '4242 4242 4242 4241' }), {
      cardNumber: 'Your card number is invalid.',
    });
  });

  it('needs an expiry date as MM/YY that is not in the past', () => {
    assert.deepEqual(errorsOf({ expiry: '' }), { expiry: 'Enter the expiry date.' });
    assert.deepEqual(errorsOf({ expiry: '1230' }), { expiry: 'Enter the expiry date as MM/YY.' });
    assert.deepEqual(errorsOf({ expiry: '13/30' }), {
      expiry: 'The expiry month must be between 01 and 12.',
    });
    assert.deepEqual(errorsOf({ expiry: '04/26' }), { expiry: "Your card's expiry date is in the past." });
    assert.deepEqual(errorsOf({ expiry: '12/99' }), { expiry: "Your card's expiry year is invalid." });
    // A card stays valid through its expiry month.
    assert.deepEqual(errorsOf({ expiry: '05/26' }), {});
    assert.deepEqual(errorsOf({ expiry: '5 / 2026' }), {});
  });

  it('needs a 3 or 4 digit CVC and the name on the card, reporting every problem at once', () => {
    assert.deepEqual(errorsOf({ cvc: '12' }), { cvc: 'The security code (CVC) must be 3 or 4 digits.' });
    assert.deepEqual(errorsOf({ cvc: '12345' }), { cvc: 'The security code (CVC) must be 3 or 4 digits.' });
    assert.deepEqual(errorsOf({ cardNumber: '', expiry: '', cvc: '', cardName: '  ' }), {
      cardNumber: 'Enter the card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the security code (CVC).',
      cardName: 'Enter the name on the card.',
    });
  });

  it('names the brand from the number', () => {
    assert.equal(cardBrand('378282246310005'), 'American Express');
    assert.equal(cardBrand('2221000000000009'), 'Mastercard');
    assert.equal(cardBrand('6011111111111117'), 'Discover');
    assert.equal(cardBrand('3056930009020004'), 'Card');
  });

  it('succeeds with the success test cards and declines the decline card and any card that is not a test card', () => {
    assert.deepEqual(chargeOutcome('4242424242424242'), { succeeded: true });
    assert.deepEqual(chargeOutcome('4000000000000002'), {
      succeeded: false,
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    assert.deepEqual(chargeOutcome('4000000000009995'), {
      succeeded: false,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    const other = chargeOutcome('4111111111111111');
    assert.equal(other.succeeded, false);
  });
});
