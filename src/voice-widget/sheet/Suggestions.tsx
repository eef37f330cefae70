/**
 * The starter suggestions (`suggestions`, part `suggestion`): chips under the greeting of an empty
 * conversation; a press sends the chip's text as the visitor's message, as if typed.
 */
export interface SuggestionsProps {
  readonly suggestions: readonly string[];
  /** The group's accessible name (`suggestionsLabel`). */
  readonly label: string;
  readonly onSuggestion: (text: string) => void;
}

/** See the module comment. */
export function Suggestions({ suggestions, label, onSuggestion }: SuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <li className="vw-suggestions">
      <div className="vw-chips" role="group" aria-label={label}>
        {suggestions.map((text, i) => (
          <button
            key={i}
            type="button"
            className="vw-chip"
            part="suggestion"
            dir="auto"
            onClick={() => onSuggestion(text)}
          >
            {text}
          </button>
        ))}
      </div>
    </li>
  );
}
