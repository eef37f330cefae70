/**
 * The assistant's avatar (`avatar`, part `avatar`): the image, its `alt` the assistant's name; the
 * name's initial in its place when there is no image or it fails to load.
 */
import { useState } from 'react';

export interface AvatarProps {
  /** The checked `avatar` URL; none: the initial shows. */
  readonly src: string | undefined;
  readonly name: string;
  /** `small` beside a line of the log, else the header's size. */
  readonly size?: 'small' | 'large';
}

/** See the module comment. */
export function Avatar({ src, name, size = 'large' }: AvatarProps) {
  // The image that failed: another one gets its own chance to load.
  const [failed, setFailed] = useState<string | undefined>();
  const className = `vw-avatar vw-avatar--${size}`;
  if (src && failed !== src)
    return (
      <img
        className={className}
        part="avatar"
        src={src}
        alt={name}
        onError={() => setFailed(src)}
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
