export * from './userSlice';
export * from './uxSlice';
export * from './accountName';
