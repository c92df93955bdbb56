export * from './userSlice';
export * from './uxSlice';
