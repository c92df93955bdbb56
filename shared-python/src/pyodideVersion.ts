/** The pinned pyodide package's version: the worker loads the runtime from /python/pyodide-<version>/. */
export const PYODIDE_VERSION = '314.0.7';
