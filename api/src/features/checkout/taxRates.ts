/**
 * Sales tax by billing country (ISO 3166-1 alpha-2). The spec's one known rule is Israel's 17% VAT;
 * every other country is charged no tax until its rate is added here.
 */
export const TAX_RATES: Readonly<Record<string, number>> = { IL: 0.17 };

export function taxRateFor(country: string): number {
  return TAX_RATES[country.toUpperCase()] ?? 0;
}
