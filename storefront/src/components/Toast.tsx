import { useEffect, useState } from 'react';
import { onAnnounce } from './announcer';

/** Shows the latest announcement for a few seconds in a polite live region. */
export function Toast() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onAnnounce((m) => {
      setMessage(m);
      clearTimeout(timer);
      timer = setTimeout(() => setMessage(''), 3000);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className={`toast ${message ? 'toast--visible' : ''}`} role="status" aria-live="polite">
      {message}
    </div>
  );
}
