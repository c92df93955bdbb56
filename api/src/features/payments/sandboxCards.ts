/** The card form's fields, as the sandbox page posts them. */
export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  cardName: string;
}

export type CardField = keyof CardForm;

/** What may be kept about a card: never the number, only its brand and last four digits. */
export interface CardSummary {
  brand: string;
  last4: string;
}

export type CardCheck =
  | { valid: true; digits: string; card: CardSummary }
  | { valid: false; errors: Partial<Record<CardField, string>> };

export type ChargeOutcome = { succeeded: true } | { succeeded: false; code: string; message: string };

interface TestCard {
  number: string;
  description: string;
  outcome: ChargeOutcome;
}

/** The sandbox's documented test cards, shown on its page; like a hosted provider's test mode. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', description: 'Visa: the payment succeeds', outcome: { succeeded: true } },
  {
    number: '5555555555554444',
    description: 'Mastercard: the payment succeeds',
    outcome: { succeeded: true },
  },
  {
    number: '4000000000000002',
    description: 'Declined',
    outcome: { succeeded: false, code: 'card_declined', message: 'Your card was declined.' },
  },
  {
    number: '4000000000009995',
    description: 'Declined for insufficient funds',
    outcome: { succeeded: false, code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
];

/** Any other valid number is refused, as a provider's test mode refuses real cards. */
const NOT_A_TEST_CARD: ChargeOutcome = {
  succeeded: false,
  code: 'card_declined',
  message: 'Your card was declined. In the sandbox, use one of the test cards listed on this page.',
};

/** Groups of four, as printed on a card. */
export const formatCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const MAX_YEARS_AHEAD = 20;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(22[1-9]|2[3-9]\d|[3-6]\d{2}|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Card';
}

function checkNumber(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the card number.';
  if (!/^[\d -]+$/.test(trimmed)) return 'The card number may contain only digits and spaces.';
  const digits = trimmed.replace(/[ -]/g, '');
  if (digits.length < 12 || digits.length > 19) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is invalid.';
  return undefined;
}

function checkExpiry(value: string, now: Date): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the expiry date.';
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return 'Enter the expiry date as MM/YY.';
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  if (month < 1 || month > 12) return 'The expiry month must be between 01 and 12.';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  // A card is valid through the last day of its expiry month.
  const monthsLeft = (year - now.getUTCFullYear()) * 12 + (month - 1 - now.getUTCMonth());
  if (monthsLeft < 0) return "Your card's expiry date is in the past.";
  if (monthsLeft > MAX_YEARS_AHEAD * 12) return "Your card's expiry year is invalid.";
  return undefined;
}

function checkCvc(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the security code (CVC).';
  if (!/^\d{3,4}$/.test(trimmed)) return 'The security code (CVC) must be 3 or 4 digits.';
  return undefined;
}

/** Checks the form as a provider's card field would (Luhn, a future expiry, a 3-4 digit CVC, a name). */
export function checkCard(form: CardForm, now = new Date()): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const numberError = checkNumber(form.cardNumber);
  if (numberError) errors.cardNumber = numberError;
  const expiryError = checkExpiry(form.expiry, now);
  if (expiryError) errors.expiry = expiryError;
  const cvcError = checkCvc(form.cvc);
  if (cvcError) errors.cvc = cvcError;
  if (!form.cardName.trim()) errors.cardName = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { valid: false, errors };
  const digits = form.cardNumber.replace(/[ -]/g, '');
  return { valid: true, digits, card: { brand: cardBrand(digits), last4: digits.slice(-4) } };
}

/** What the sandbox's issuer answers for a valid card. */
export function chargeOutcome(digits: string): ChargeOutcome {
  return TEST_CARDS.find((card) => card.number === digits)?.outcome ?? NOT_A_TEST_CARD;
}
