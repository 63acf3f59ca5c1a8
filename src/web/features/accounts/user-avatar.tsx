import type { Image } from '../../../contracts/listings';
import { modernFormats, type ImageFormatField } from '../../../domain/image-variants';
import { UserIcon } from '../../components/icons/page-icons';

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
    // 1x and 2x of one format; none when a file of that format is missing.
    const densities = (field: ImageFormatField) =>
      !base[field] || (sharp && !sharp[field])
        ? ''
        : sharp
          ? `${base[field]} 1x, ${sharp[field]} 2x`
          : base[field];
    return (
      <picture>
        {modernFormats.map(({ type, field }) => {
          const srcSet = densities(field);
          return srcSet ? <source key={type} type={type} srcSet={srcSet} /> : null;
        })}
        <img
          className="avatar"
          src={base.url}
          srcSet={densities('url') || undefined}
          width={size}
          height={size}
          style={style}
          alt=""
        />
      </picture>
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
