// Default ports of the parts that are not remotes (each remote's is its manifest's devPort).
export const DEFAULT_PORTS = { shell: 8080, api: 4000, identity: 9229 };
