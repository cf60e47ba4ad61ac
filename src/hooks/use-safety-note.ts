import { useState } from 'react';
import { firstContactOfVisit } from '@/lib/safety-note';

/**
 * The buyer's safety note: shown at the visit's first Call or WhatsApp tap. `onContact` never
 * prevents the tap, so the call or chat still opens.
 */
export function useSafetyNote() {
  const [shown, setShown] = useState(false);
  function onContact() {
    if (!shown && firstContactOfVisit()) setShown(true);
  }
  return { shown, onContact };
}
