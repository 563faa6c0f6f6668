// A value that follows another once it has stopped changing for `delay` ms: the search box's
// suggestions and the withdrawal form's fee quote ask the server once per pause, not per key.
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
