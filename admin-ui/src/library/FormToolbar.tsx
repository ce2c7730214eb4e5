import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';

/** A darker red than MUI's error: AA contrast on the toolbar's grey. */
export const DANGER_ON_GREY = { color: '#b71c1c' };

/** Save, and on the right what else the record allows (delete, retire). */
export function FormToolbar({ children }: { children?: ReactNode }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {children}
    </Toolbar>
  );
}
