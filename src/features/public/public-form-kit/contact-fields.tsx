import { TextField, type TextFieldProps } from '../../../components';
import { PHONE_MASK } from '../../../domain/masks';

/*
 * The fields every public form asks in the same way: what the browser may fill in, the keyboard a
 * phone shows and the phone number's mask. The form gives the label, the hint and whether the
 * field is required.
 */

export const NameField = (props: TextFieldProps) => <TextField autoComplete="name" {...props} />;

export const EmailField = (props: TextFieldProps) => (
  <TextField type="email" autoComplete="email" {...props} />
);

export const PhoneField = (props: TextFieldProps) => (
  <TextField type="tel" mask={PHONE_MASK} inputMode="tel" autoComplete="tel-national" {...props} />
);

/** A kennitala: ten digits, with or without the dash; never filled in by the browser. */
export const KennitalaField = (props: TextFieldProps) => (
  <TextField inputMode="numeric" maxLength={11} autoComplete="off" {...props} />
);
