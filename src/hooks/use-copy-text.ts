import { useState } from 'react';

/** Copies a text to the clipboard, and says whether it worked ('idle' until asked). */
export function useCopyText(text: string) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return { state, copy };
}
