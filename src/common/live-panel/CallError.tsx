/** The `call-error` alert (`role="alert"`) with its `call-retry` button. */
export function CallError({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="live-error" part="call-error" role="alert">
      <p>{text}</p>
      <button type="button" className="live-primary" part="call-retry" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
