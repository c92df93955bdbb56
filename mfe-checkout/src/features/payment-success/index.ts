// The payment-success feature's public surface: other features import only what is exported here.
export { PAYMENT_SUCCESS_MESSAGE } from './model/paymentSuccessMessage';
