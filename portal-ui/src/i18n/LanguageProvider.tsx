import { createContext, useContext, useState, type ReactNode } from 'react';
import { LanguageModal } from './LanguageModal';
import { chosenLanguage } from './index';

const LanguageContext = createContext<{ openChooser: () => void }>({
  openChooser: () => undefined,
});

/** Opens the language modal on a first visit, until a language is confirmed (spec §1). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(() => chosenLanguage() === null);
  return (
    <LanguageContext.Provider value={{ openChooser: () => setOpen(true) }}>
      {children}
      {open && <LanguageModal onDone={() => setOpen(false)} />}
    </LanguageContext.Provider>
  );
}

export const useLanguageChooser = () => useContext(LanguageContext);
