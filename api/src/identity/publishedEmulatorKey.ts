import type { JWK } from 'jose';

/**
 * The public half of the key pair that ships inside the cognito-local npm package
 * (`lib/keys/cognitoLocal.public.json`, kid `CognitoLocal`). Its private half is public too, so a token it
 * signs proves nothing: the API refuses it in every profile. The test beside the verifier checks these values
 * against the installed package.
 */
export const PUBLISHED_EMULATOR_JWK: JWK = {
  kty: 'RSA',
  e: 'AQAB',
  n: '2uLO7yh1_6Icfd89V3nNTc_qhfpDN7vEmOYlmJQlc9_RmOns26lg88fXXFntZESwHOm7_homO2Ih6NOtu4P5eskGs8d8VQMOQfF4YrP-pawVz-gh1S7eSvzZRDHBT4ItUuoiVP1B9HN_uScKxIqjmitpPqEQB_o2NJv8npCfqUAU-4KmxquGtjdmfctswSZGdz59M3CAYKDfuvLH9_vV6TRGgbUaUAXWC2WJrbbEXzK3XUDBrmF3Xo-yw8f3SgD3JOPl3HaaWMKL1zGVAsge7gQaGiJBzBurg5vwN61uDGGz0QZC1JqcUTl3cZnrx_L8isIR7074SJEuljIZRnCcjQ',
};

/** RFC 7638 thumbprint of that key, compared with every key the identity provider's JWKS offers. */
export const PUBLISHED_EMULATOR_THUMBPRINT = 'jS8J3RuOy291lpsiFe2NfKV6VkdfMF4Q_840qOLXAjs';
