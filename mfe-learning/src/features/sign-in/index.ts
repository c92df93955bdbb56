// The sign-in feature's public surface: other features import only what is exported here.
export { SignInRequired } from './components/SignInRequired';
