// Receipt photos made smaller before upload: in a Worker where the browser can, on the page's thread otherwise.
export { shrinkImage } from './shrinkImage';
