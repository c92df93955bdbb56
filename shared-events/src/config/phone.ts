/** The number a `tel:` or `sms:` link dials, from the brand's phone as shown ('+1 (310) 555-0142' -> '+13105550142'). */
export function dialNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}
