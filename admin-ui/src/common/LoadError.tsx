import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A section whose data could not be read (spec §8 "Failed to load ..."). */
export function LoadError({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      {translate(message)}
    </Alert>
  );
}
