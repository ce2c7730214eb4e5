import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';

export type ToastKind = 'error' | 'success';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastApi {
  show: (kind: ToastKind, message: string) => void;
  /** For a page whose arrival answers the errors still shown (a right password, say). */
  clearErrors: () => void;
}

const ToastContext = createContext<ToastApi>({
  show: () => undefined,
  clearErrors: () => undefined,
});

/** Long enough to read a few lines of field errors. */
const TOAST_MS = 8000;

/**
 * Toasts at the bottom of the screen. The live regions exist before any message, so screen
 * readers announce what is added to them; errors are assertive, successes polite.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show: (kind, message) => {
        const id = nextId.current++;
        // A repeated message replaces its older copy instead of stacking up.
        setItems((current) => [
          ...current.filter((item) => item.message !== message),
          { id, kind, message },
        ]);
        window.setTimeout(() => dismiss(id), TOAST_MS);
      },
      clearErrors: () => setItems((current) => current.filter((item) => item.kind !== 'error')),
    }),
    [dismiss],
  );

  const region = (kind: ToastKind) => (
    <div
      className="toast-region"
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
    >
      {items
        .filter((item) => item.kind === kind)
        .map((item) => (
          <div key={item.id} className={`toast toast-${kind}`}>
            <p className="toast-message">{item.message}</p>
            <button
              type="button"
              className="icon-button"
              onClick={() => dismiss(item.id)}
              aria-label={t('common.close')}
            >
              <CloseIcon />
            </button>
          </div>
        ))}
    </div>
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section className="toasts" aria-label={t('common.notifications')}>
        {region('error')}
        {region('success')}
      </section>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
