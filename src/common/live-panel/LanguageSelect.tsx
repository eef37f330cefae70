/**
 * The conversation's language control (`languages` attribute, docs/translations.md "Switching
 * language"): part `language-select`, each option (part `language-option`) named in its own
 * language by `Intl.DisplayNames`. Hidden with fewer than two languages.
 */
import type { Lang } from '../../core/lang.ts';

export interface LanguageSelectProps {
  readonly languages: readonly Lang[];
  readonly lang: Lang;
  /** The control's accessible name (`languageLabel`). */
  readonly label: string;
  readonly onChange: (lang: Lang) => void;
}

/** `lang`'s name in itself (`français`, `العربية`), its first letter capitalised as that language does; the code where the browser has no name. */
function nativeLanguageName(lang: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang);
  } catch {
    name = undefined;
  }
  if (!name) return lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** See the module comment. */
export function LanguageSelect({ languages, lang, label, onChange }: LanguageSelectProps) {
  if (languages.length < 2) return null;
  const options = languages.includes(lang) ? languages : [lang, ...languages];
  return (
    <label className="live-language">
      <span className="visually-hidden">{label}</span>
      <select
        part="language-select"
        aria-label={label}
        value={lang}
        onChange={(e) => onChange(e.target.value as Lang)}
      >
        {options.map((code) => (
          <option key={code} value={code} lang={code} part="language-option">
            {nativeLanguageName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}
