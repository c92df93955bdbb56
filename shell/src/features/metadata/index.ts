// The metadata feature's public surface: other features import only what is exported here.
export { useDocumentMetadata } from './components/useDocumentMetadata';
export type { TitledRoute } from './model/routeTitle';
