export * from './contractForm';
export * from './couponEntry';
