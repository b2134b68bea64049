/** Kept equal to package.json's version by a test; bundles carry no package.json. */
export const VERSION = '0.1.0';
