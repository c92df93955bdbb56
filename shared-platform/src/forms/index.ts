export * from './contractForm';
export * from './couponEntry';
export * from './contactMessageForm';
