import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: digits and letters without I, L, O and U, so a number reads out unambiguously. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new certificate number: 80 random bits as four groups of four Crockford base32 characters. */
export function newCertificateId(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let index = 15; index >= 0; index -= 1)
    characters += CROCKFORD[Number((bits >> BigInt(index * 5)) & 31n)];
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}
