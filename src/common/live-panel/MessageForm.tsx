/** The text field and send button of the panel and the sheet; the text stays until it was sent. */
import type { FormEvent, RefObject } from 'react';
import { Icon } from '../icons/CallIcons.tsx';

export interface MessageFormProps {
  readonly className: string;
  readonly inputRef?: RefObject<HTMLInputElement>;
  readonly label: string;
  readonly placeholder: string;
  readonly sendLabel: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxLength: number;
  /** The field is shown, not usable. */
  readonly disabled: boolean;
  /** Sending is not possible now (Enter does nothing either). */
  readonly sendDisabled: boolean;
  readonly error: string | undefined;
  readonly onSend: () => void;
}

export function MessageForm({
  className,
  inputRef,
  label,
  placeholder,
  sendLabel,
  value,
  onChange,
  maxLength,
  disabled,
  sendDisabled,
  error,
  onSend,
}: MessageFormProps) {
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    if (!sendDisabled) onSend();
  };
  return (
    <form className={className} onSubmit={submit}>
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
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="submit"
        className="live-send"
        part="message-send"
        aria-label={sendLabel}
        title={sendLabel}
        disabled={sendDisabled}
      >
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
