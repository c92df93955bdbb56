// The enrollment feature's public surface: other features import only what is exported here.
export { EnrollButton } from './components/EnrollButton';
export { COUPON_PARAM, useEnrollAction } from './model/useEnrollAction';
