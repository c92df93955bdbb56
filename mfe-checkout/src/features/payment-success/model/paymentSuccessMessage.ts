/** The message the payment-success page posts to its parent, the checkout page that holds the payment frame. */
export const PAYMENT_SUCCESS_MESSAGE = 'payment-successful';
