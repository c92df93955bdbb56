export * from './couponEntry';
export * from './contactMessageForm';
