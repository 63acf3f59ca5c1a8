import type { Image } from '../../../contracts/listings';
import { UserIcon } from '../../components/icons/icons';

type AvatarProps = {
  image: Image | null;
  /** Initials shown when there is no picture. */
  initials: string;
  /** Shown size in CSS pixels: up to 40 uses square-small, larger ones square-medium (each with its 2x). */
  size: 32 | 40 | 80;
  /** Banned and deleted users get a neutral icon. */
  isPlaceholder?: boolean;
};

/** A user's profile picture, or their initials on a coloured disc. Decorative: the name is next to it. */
export function UserAvatar({ image, initials, size, isPlaceholder = false }: AvatarProps) {
  const [oneX, twoX] =
    size <= 40 ? ['square-small', 'square-small2x'] : ['square-medium', 'square-medium2x'];
  const base =
    image?.variants.find((v) => v.name === oneX) ??
    image?.variants.find((v) => v.name === 'square-small2x');
  const sharp = image?.variants.find((v) => v.name === twoX);
  const style = { width: size, height: size };
  if (base && !isPlaceholder) {
    const srcSet = sharp ? `${base.url} 1x, ${sharp.url} 2x` : undefined;
    return (
      <img
        className="avatar"
        src={base.url}
        srcSet={srcSet}
        width={size}
        height={size}
        style={style}
        alt=""
      />
    );
  }
  return (
    <span
      className="avatar avatar--initials"
      style={{ ...style, fontSize: Math.round(size * 0.38) }}
      aria-hidden="true"
    >
      {isPlaceholder || !initials ? <UserIcon size={Math.round(size * 0.55)} /> : initials}
    </span>
  );
}
