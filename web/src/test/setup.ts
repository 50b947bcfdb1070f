import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '../components/ui/toast-store';

afterEach(() => {
  cleanup();
  resetToasts();
});
