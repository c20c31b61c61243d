import styled from 'styled-components';
import type { ProductKind } from '../../../domain/api/portal';
import { theme } from '../../../components/theme';
import { LineIcon } from '../../../components/line-icon';

const PATHS: Record<ProductKind, string> = {
  car: 'M5 16h14M5 16v3M19 16v3M4 16l1.6-5.2A2 2 0 0 1 7.5 9.4h9a2 2 0 0 1 1.9 1.4L20 16M7.5 13h.01M16.5 13h.01',
  home: 'M3 11l9-7 9 7M5 9.5V20h5v-6h4v6h5V9.5',
  property: 'M4 20V8l8-4 8 4v12M4 20h16M9 20v-5h6v5M8 10h.01M12 10h.01M16 10h.01',
  travel: 'M2 16l20-6-20-6 4 6-4 6zM6 10h8',
  accident: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM12 8v5M9.5 10.5h5',
  life: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  health: 'M4 12h4l2-5 4 10 2-5h4',
  liability: 'M12 3v18M5 7h14M5 7l-3 7a3 3 0 0 0 6 0zM19 7l-3 7a3 3 0 0 0 6 0zM8 21h8',
  employee_accident:
    'M9 7a3 3 0 1 0 6 0 3 3 0 0 0-6 0M5 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M12 14v4',
  company_travel: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
};

const Circle = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brand};
`;

/** The kind of insurance as a picture; decorative, the product's name says the same in words. */
export function ProductIcon({ kind, className }: { kind: ProductKind; className?: string }) {
  return (
    <Circle className={className} aria-hidden="true">
      <LineIcon d={PATHS[kind]} strokeWidth={1.8} />
    </Circle>
  );
}
