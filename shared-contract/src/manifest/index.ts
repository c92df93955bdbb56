export {
  CONTRACT_VERSION,
  defineRemoteManifest,
  isNamespaced,
  remoteManifestSchema,
  remoteNameSchema,
  type RemoteManifest,
  type RemoteManifestJson,
} from './remoteManifest';
