/** Header (docs/behaviour.md §2 item 1): logo, company title and subtitle, language toggle. */
import { otherLang, type DemoLang as Lang, type Dictionary } from '../common/demo/dictionary.ts';
import { DefaultLogo } from './Logo.tsx';

export interface HeaderProps {
  readonly dict: Dictionary;
  readonly lang: Lang;
  readonly companyName: string;
  readonly logoSrc: string | undefined;
  readonly onLangChange: (lang: Lang) => void;
}

export function Header({ dict, lang, companyName, logoSrc, onLangChange }: HeaderProps) {
  const next = otherLang(lang);
  return (
    <header className="header" part="header">
      <div className="brand">
        {logoSrc ? (
          <img className="logo" src={logoSrc} alt={companyName} width="48" height="48" />
        ) : (
          <DefaultLogo label={companyName} />
        )}
        <div>
          <p className="company">{companyName}</p>
          <p className="subtitle">{dict.subtitle}</p>
        </div>
      </div>
      {/* JavaScript only: without it the page in the other language is at `?lang=…` (docs/prerendering.md). */}
      <button
        type="button"
        className="lang-toggle needs-script"
        part="lang-toggle"
        onClick={() => onLangChange(next)}
      >
        {/* The accessible name contains the visible text (WCAG 2.5.3). */}
        <span className="visually-hidden">{dict.langToggleLabel}: </span>
        <span lang={next}>{dict.langToggle}</span>
      </button>
    </header>
  );
}
