/**
 * The private key that cognito-local 5.3.0 published inside its npm package (`lib/keys/cognitoLocal.private.json`)
 * and signed every token with. It is public: anyone could mint tokens with it, which is why the API refuses any
 * token it signed. Our patched package no longer ships it, so the tests that prove the refusal keep this copy to
 * forge such tokens. Never use it for anything else.
 */
export const PUBLISHED_EMULATOR_PRIVATE_PEM = [
  '-----BEGIN RSA PRIVATE KEY-----',
  'MIIEogIBAAKCAQEA2uLO7yh1/6Icfd89V3nNTc/qhfpDN7vEmOYlmJQlc9/RmOns',
  '26lg88fXXFntZESwHOm7/homO2Ih6NOtu4P5eskGs8d8VQMOQfF4YrP+pawVz+gh',
  '1S7eSvzZRDHBT4ItUuoiVP1B9HN/uScKxIqjmitpPqEQB/o2NJv8npCfqUAU+4Km',
  'xquGtjdmfctswSZGdz59M3CAYKDfuvLH9/vV6TRGgbUaUAXWC2WJrbbEXzK3XUDB',
  'rmF3Xo+yw8f3SgD3JOPl3HaaWMKL1zGVAsge7gQaGiJBzBurg5vwN61uDGGz0QZC',
  '1JqcUTl3cZnrx/L8isIR7074SJEuljIZRnCcjQIDAQABAoIBAE6MIbJVFLMdm5fX',
  '6o1fmjsYJ5LYkhKIAS7VOBye3SnN4cs79tGE4NPanP/5DWVz+LcHcXzoKVwaBQ0m',
  'GSw3WemkBhGxvn5LUGx9mLPi37jYHiOzq6By5zaFsfn02OgNUPJ2LsfM8kQkxmrN',
  'BeIt1jPW7DebWMNkGNucNnU4dPMo76efbxk7oico0BYVEaV8MyDkPwrVexWsiYcC',
  'Q/zGqDfKm6rgXg48tqdtGLBcHy65Vkq/G0U+eFlQKjuDLvJBtEPhRnVPWzAwU7zx',
  'gGsa/Ks4F11nKFxDPgcjo7FwHFupu4YXstr84XyftrEgIix7EH3AC8ArrnjcWTc6',
  '3WYE6MkCgYEA+7Wp/s52Z6Bj5Lggy7ps8LNIFvwFeZkFffT13lsShMUApkEufYsF',
  'otqVR7NdUh8eZ2ES+dE/qCo3TRLWe93BKAWlqZ3LbPXCAaQ6hYVk7g+g0KogXG73',
  'zY0wnyg5hAU+PMPKiKwbqIC63QzAU7Tn+neiL807BrN4MUQbnLmODU8CgYEA3p3r',
  'C13eOFSaGy306cFzpApgEwT4UXvT6DCUL3EJZVyDWwyPIuQwiuyso8yJCq210TFD',
  'Ene6ReZhHEM53T56/17AuXDfo4/xGvWfuVZLRHtS0mxjRzqSoepL76s+ux1jFmRu',
  'z/b+FlkR6P+QeW/AFcSoWLycjARQgO2jOfHPWWMCgYBTeHHQOt1PDgQyY9EUXlUk',
  'GP/uB1M1eMY2d9ZVD3R7rOzDNVhab5DF6aCZb2SiCAnIFIv7ZiWq+ZzvJTEVUHtu',
  'bzj5n4dHMdRNQQ3bG1pWC76zk8c5f98TPiACl49DNY3nDrKKUjC110KgbUsWNya6',
  'i5OwMGnDlh5kkAZsGah+xwKBgGTSHm5Cb+8RGc4vbRkk3OuxKzvR52h37UveHG60',
  'Ae5fDLqCoJzLvdRdRf7VFke4znxUlCzb/ofDw71aEO3La0cWsbAKl65q9WYhUdpN',
  'Y787HxJftkK/G0OragK8iqeRspuklq8nDIIwirT8cYEeBF+XdiriGQAswAz0ExWe',
  'FytDAoGALg+HzxIdHjWkjjbaOba+TnYbixi1Sn9jFGQXJaovzl8nQaNF/qiTNK3y',
  'IYBz4cVp9gXfn8FA/kUIMZxq1romb6zp3W2sZkcRD2D40z63pRBkdGknwebSmdy9',
  'PnwfqONAFKzgJX514vGhM+e7gfoIrUayiVG+fNG2h4nXR1qnUTw=',
  '-----END RSA PRIVATE KEY-----',
].join('\n');
