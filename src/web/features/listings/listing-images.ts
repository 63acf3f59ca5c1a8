// The image helpers live in the domain: the server uses them too, to preload a listing's first photo.
export { fallbackVariant, srcSetOf, variantsOf } from '../../../domain/image-variants';
