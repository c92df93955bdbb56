export * from './contractForm';
