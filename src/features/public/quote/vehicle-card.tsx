import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Vehicle } from '../../../domain/api/quote';
import { formatIsk } from '../../../domain/format';
import type { Language } from '../../../lib/i18n';
import { theme } from '../../../components/theme';

/** Where the look-up of the typed registration number stands. */
export type VehicleLookup =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; vehicle: Vehicle }
  | { status: 'notFound' }
  /** The register did not answer; trying again may help. */
  | { status: 'failed' }
  /** No register is configured: cars cannot be priced here at all. */
  | { status: 'unavailable' };

const Card = styled.div<{ $tone: 'found' | 'note' | 'problem' }>`
  margin: -${theme.space(2)} 0 ${theme.space(4)};
  padding: ${theme.space(3)};
  border-left: 4px solid
    ${({ $tone, theme }) =>
      $tone === 'found'
        ? theme.colors.success
        : $tone === 'problem'
          ? theme.colors.warning
          : theme.colors.border};
  background: ${({ $tone, theme }) =>
    $tone === 'problem' ? theme.colors.warningBackground : theme.colors.surface};
  p {
    margin: 0;
  }
  .vehicle {
    font-weight: 600;
  }
  .details {
    color: ${theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

/** What the register says the car is, so the visitor sees at once that it is theirs. */
export function VehicleCard({ lookup, language }: { lookup: VehicleLookup; language: Language }) {
  const { t } = useTranslation();
  // Polite: it follows typing, and must not interrupt the next keystroke's echo.
  return (
    <div aria-live="polite">
      {lookup.status === 'loading' && (
        <Card $tone="note">
          <p>{t('quote|vehicleLooking')}</p>
        </Card>
      )}
      {lookup.status === 'found' && (
        <Card $tone="found">
          <p className="vehicle">
            {t('quote|vehicleFound', {
              make: lookup.vehicle.make,
              model: lookup.vehicle.model,
              year: lookup.vehicle.year,
            })}
          </p>
          <p className="details">
            {t('quote|vehicleDetails', {
              category: t(`quote|category_${lookup.vehicle.category}`),
              value: formatIsk(lookup.vehicle.value, language),
            })}
          </p>
        </Card>
      )}
      {(lookup.status === 'failed' || lookup.status === 'unavailable') && (
        <Card $tone="problem">
          <p>
            {t(lookup.status === 'failed' ? 'quote|vehicleRegisterDown' : 'quote|carUnavailable')}
          </p>
        </Card>
      )}
    </div>
  );
}
