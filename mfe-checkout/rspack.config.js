// This remote's build (the remote-config package's), from its manifest: src/manifest.ts.
import { remoteBuild } from 'remote-config/rspack';

export default await remoteBuild(import.meta.dirname);
