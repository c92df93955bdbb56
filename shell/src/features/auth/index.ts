// The auth feature's public surface: other features import only what is exported here.
export { AuthControls } from './components/AuthControls';
export { AuthProvider } from './model/AuthContext';
