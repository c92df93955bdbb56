export { Staged, StagingProvider } from './Staged';
