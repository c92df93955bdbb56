// The first use of any Intl API in a page starts ICU: 90-250 ms of main thread on a phone (Chromium at
// Lighthouse's 4x CPU slowdown), ~1 ms afterwards. These write the text Intl en-US writes, without it, and read
// the browser's time zone from Temporal where it can.
export { browserTimeZone } from './browserTimeZone';
export { formatLongUtcDate } from './enUsDates';
export { formatCount, formatUsd, formatWholeUsd } from './enUsNumbers';
