/** The default company logo (an inline SVG), used when `logo-src` is not set. */
export function DefaultLogo({ label }: { readonly label: string }) {
  return (
    <svg className="logo" viewBox="0 0 48 48" role="img" aria-label={label} width="48" height="48">
      <rect width="48" height="48" rx="12" fill="#1d4ed8" />
      <path
        d="M17 12c1.2 0 2.3.8 2.7 2l1.6 4.5c.4 1.1 0 2.3-.9 3l-2 1.5a17 17 0 0 0 8.6 8.6l1.5-2c.7-.9 1.9-1.3 3-.9l4.5 1.6c1.2.4 2 1.5 2 2.7V36a3 3 0 0 1-3.2 3A24 24 0 0 1 12 15.2 3 3 0 0 1 15 12h2Z"
        fill="#fff"
      />
      <path
        d="M29 9.5a10 10 0 0 1 9.5 9.5M29 14.5a5 5 0 0 1 4.5 4.5"
        stroke="#86efac"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
