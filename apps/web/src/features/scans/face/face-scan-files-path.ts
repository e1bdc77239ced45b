/**
 * Where the app serves the face scan's models and WebAssembly (build/face-scan-files.ts copies them
 * there). The versions are in the path so the files can be cached for a year as immutable; the
 * build fails when an installed version no longer matches, so the path changes with the files.
 */
export const FACE_SCAN_LIBRARY_VERSIONS = { human: '3.3.6', tfjsWasm: '4.22.0' } as const;

export const FACE_SCAN_FILES_PATH = `/assets/face-scan/human-${FACE_SCAN_LIBRARY_VERSIONS.human}-tfjs-${FACE_SCAN_LIBRARY_VERSIONS.tfjsWasm}/`;
