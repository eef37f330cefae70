/** Renders a {@link ToastStore} as a polite live region (status text is announced). */
import { useSyncExternalStore } from 'react';
import type { ToastStore } from './toasts.ts';

export function Toaster({
  store,
  label,
  dismissLabel,
}: {
  readonly store: ToastStore;
  readonly label: string;
  readonly dismissLabel: string;
}) {
  const toasts = useSyncExternalStore(
    (cb) => store.subscribe(cb),
    () => store.toasts,
    () => store.toasts,
  );
  return (
    <section className="toaster" part="toaster" aria-label={label}>
      <div role="status" aria-live="polite">
        <ol className="toast-list">
          {toasts.map((t) => (
            <li key={t.id} className="toast" part="toast">
              <div className="toast-body">
                <p className="toast-title">{t.title}</p>
                <p className="toast-description">{t.description}</p>
              </div>
              <button
                type="button"
                className="toast-close"
                aria-label={dismissLabel}
                onClick={() => store.dismiss(t.id)}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
