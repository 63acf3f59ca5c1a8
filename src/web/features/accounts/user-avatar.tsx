import type { Image } from '../../../contracts/listings';
import { UserIcon } from '../../components/icons/icons';

type AvatarProps = {
  image: Image | null;
  /** Initials shown when there is no picture. */
  initials: string;
  /** Shown size in CSS pixels: 40 uses square-small (2x for sharp screens), larger ones square-small2x. */
  size: 32 | 40 | 80 | 96;
  /** Banned and deleted users get a neutral icon. */
  isPlaceholder?: boolean;
};

/** A user's profile picture, or their initials on a coloured disc. Decorative: the name is next to it. */
export function UserAvatar({ image, initials, size, isPlaceholder = false }: AvatarProps) {
  const small = image?.variants.find((v) => v.name === 'square-small');
  const large = image?.variants.find((v) => v.name === 'square-small2x');
  const style = { width: size, height: size };
  if (image && (small || large) && !isPlaceholder) {
    const src = size <= 40 ? (small ?? large)! : (large ?? small)!;
    const srcSet = size <= 40 && small && large ? `${small.url} 1x, ${large.url} 2x` : undefined;
    return <img className="avatar" src={src.url} srcSet={srcSet} width={size} height={size} style={style} alt="" />;
  }
  return (
    <span className="avatar avatar--initials" style={{ ...style, fontSize: Math.round(size * 0.38) }} aria-hidden="true">
      {isPlaceholder || !initials ? <UserIcon size={Math.round(size * 0.55)} /> : initials}
    </span>
  );
}
