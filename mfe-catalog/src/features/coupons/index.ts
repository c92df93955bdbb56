// The coupons feature's public surface: other features import only what is exported here.
export { CouponBox } from './components/CouponBox';
