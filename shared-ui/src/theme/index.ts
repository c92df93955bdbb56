export * from './tokens';
export { media, upToQuery } from './media';
