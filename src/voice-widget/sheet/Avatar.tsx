/**
 * The assistant's avatar (`avatar`, part `avatar`): the image, its `alt` the assistant's name; the
 * name's initial in its place when there is no image or it fails to load.
 */
import { useEffect, useState } from 'react';

export interface AvatarProps {
  /** The checked `avatar` URL; none: the initial shows. */
  readonly src: string | undefined;
  readonly name: string;
  /** `small` beside a line of the log, else the header's size. */
  readonly size?: 'small' | 'large';
}

/** See the module comment. */
export function Avatar({ src, name, size = 'large' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // Another image gets its own chance to load.
  useEffect(() => setFailed(false), [src]);
  const className = `vw-avatar vw-avatar--${size}`;
  if (src && !failed)
    return (
      <img
        className={className}
        part="avatar"
        src={src}
        alt={name}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span className={className} part="avatar" role="img" aria-label={name}>
      <span aria-hidden="true">{initialOf(name)}</span>
    </span>
  );
}

/** The name's first character (a code point, so a non-Latin letter stays whole). */
function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase();
}
