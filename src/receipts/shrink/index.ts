// Receipt photos made smaller before upload: in a Worker where the browser can, on the page's thread otherwise.
export { shrinkHere } from './shrinkHere';
export type { ShrinkResult } from './shrinkHere';
export { shrinkImage } from './shrinkImage';
export type { ShrunkImage, ShrinkOptions } from './shrinkImage';
export { TRUSTED_TYPES_POLICY, trustedScriptUrl } from './trustedScriptUrl';
