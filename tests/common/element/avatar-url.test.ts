import { describe, expect, it, vi } from 'vitest';

import { avatarUrl } from '../../../src/common/element/avatar-url.ts';

describe('avatarUrl', () => {
  it('accepts https, relative and data:image/ URLs without a warning', () => {
    const warn = vi.fn();
    expect(avatarUrl('https://cdn.example.com/a.png', warn)).toBe('https://cdn.example.com/a.png');
    expect(avatarUrl('/img/sofia.svg', warn)).toBe('/img/sofia.svg');
    expect(avatarUrl('avatar.svg', warn)).toBe('avatar.svg');
    expect(avatarUrl('data:image/svg+xml,%3Csvg%2F%3E', warn)).toBe(
      'data:image/svg+xml,%3Csvg%2F%3E',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a missing or blank value as no image, silently', () => {
    const warn = vi.fn();
    expect(avatarUrl(null, warn)).toBeUndefined();
    expect(avatarUrl('  ', warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    'javascript:alert(1)',
    'http://example.com/a.png',
    'data:text/html,<b>x</b>',
    'ftp://example.com/a.png',
    'java\nscript:alert(1)',
  ])('refuses %s with a warning naming the attribute', (value) => {
    const warn = vi.fn();
    expect(avatarUrl(value, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('avatar=');
  });
});
