// The winter-workshop feature's public surface: other features import only what is exported here.
export { highlights, schedule } from './model/content';
export { INSTALMENTS, INSTALMENT_PRICE, VIP_HOURLY_PRICE, WORKSHOP_PRICE, formatUsd } from './model/pricing';
