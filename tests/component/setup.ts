import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/lib/i18n/all-languages';

// Lazily loaded pieces (the modal, toasts) can take longer than a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
