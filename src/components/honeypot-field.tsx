import type { ChangeEvent } from 'react';
import styled from 'styled-components';

/** Out of sight and out of the tab order: only bots fill it in. */
const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The spam trap of the public forms: a field named `website` that people never see or reach; the
 * server answers a form that has it filled in as if all were well, and keeps nothing.
 */
export function HoneypotField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Hidden aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        />
      </label>
    </Hidden>
  );
}
