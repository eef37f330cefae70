/**
 * The sheet's text field (`message-input`, `message-send`): Enter sends;
 * the text stays in the field until it was sent (a failure loses nothing);
 * the problem with the last input shows under it (`role="alert"`).
 */
import type { FormEvent, RefObject } from 'react';
import { MAX_CHAT_CHARS } from '../../chat/chat-client.ts';
import { Icon } from '../icons/CallIcons.tsx';

export interface SheetComposerProps {
  readonly inputRef: RefObject<HTMLInputElement>;
  readonly label: string;
  readonly placeholder: string;
  readonly sendLabel: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Waiting for the call to connect: shown, not usable. */
  readonly disabled: boolean;
  readonly error: string | undefined;
  readonly onSend: () => void;
}

export function SheetComposer({ inputRef, label, placeholder, sendLabel, value, onChange, disabled, error, onSend }: SheetComposerProps) {
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!disabled) onSend();
  };
  return (
    <form className="live-composer vw-composer" onSubmit={submit}>
      <input
        ref={inputRef}
        className="live-input"
        part="message-input"
        type="text"
        dir="auto"
        autoComplete="off"
        enterKeyHint="send"
        aria-label={label}
        placeholder={placeholder}
        // One more than allowed, so an over-long paste gets the clear error instead of a silent cut.
        maxLength={MAX_CHAT_CHARS + 1}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <button type="submit" className="live-send" part="message-send" aria-label={sendLabel} title={sendLabel} disabled={disabled}>
        <Icon name="send" />
      </button>
      {error && (
        <p className="live-input-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
