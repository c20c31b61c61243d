import { useFormik, type FormikHelpers } from 'formik';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { attachmentErrorKey, focusFirstInvalid, useSubmitOnce } from '../../../components';
import { SSN_NOT_FOUND } from '../../../domain/api/case-paths';
import { ATTACHMENT_FIELD } from '../../../domain/attachments';
import { ApiError, call, sendFormWithFiles, toFormData } from '../../../lib/api';
import { takeOverForm } from '../../../lib/held-send';
import type { Language } from '../../../lib/i18n';
import { valuesTypedEarly } from './typed-early';

/**
 * The message keys a form shows around its send: its translation group keeps them, so each form
 * names its own. `fileRefused` is needed only by a form that sends files.
 */
export type FormTexts = {
  network: string;
  tooManyRequests: string;
  submitError: string;
  fileRefused?: string;
  /** Said under the kennitala the server knows nobody by; its own words if left out. */
  ssnNotFound?: string;
  retry: string;
  websiteLabel: string;
};

/** The keys of a group that says a dropped network and a failure on our side in one message. */
export function groupTexts(group: string): FormTexts {
  return {
    network: `${group}|submitErrorMessage`,
    tooManyRequests: `${group}|tooManyRequests`,
    submitError: `${group}|submitErrorMessage`,
    ssnNotFound: `${group}|ssnNotFound`,
    retry: `${group}|retry`,
    websiteLabel: `${group}|websiteLabel`,
  };
}

type FormValues = Record<string, unknown>;
/** Names of the fields whose value is text, the ones `field(name)` serves. */
type TextFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

type BooleanFieldName<Values> = {
  [Name in keyof Values]: Values[Name] extends boolean ? Name : never;
}[keyof Values] &
  string;

export type PublicFormOptions<Values extends FormValues> = {
  /** The endpoint the form is posted to. */
  path: string;
  language: Language;
  schema: AnyObjectSchema;
  initialValues: Values;
  texts: FormTexts;
  /** Posted as multipart with the files of an attachment picker, with the upload's progress. */
  withFiles?: boolean;
  /** What is sent, before the language and the honeypot are added; the schema's cast by default. */
  toRequest?: (values: Values) => object;
  /**
   * A form's own answer to a refusal (a time someone else booked first, say): true when it has
   * dealt with it, false to leave it to the usual handling.
   */
  refused?: (error: ApiError, helpers: FormikHelpers<Values>) => boolean | Promise<boolean>;
};

/** The part of the hook's state the shared send button, alert and thank-you view read. */
export type PublicFormState = {
  texts: FormTexts;
  website: string;
  setWebsite: (value: string) => void;
  failure: string | null;
  sending: boolean;
  thanksRef: RefObject<HTMLHeadingElement>;
};

/** The first message of each field the server refused, by the form's field name. */
function serverFieldErrors(error: ApiError, names: Set<string>, ssnNotFound?: string) {
  return Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([, messages]) => Array.isArray(messages) && typeof messages[0] === 'string')
      // A list's item ("products[1]") is said at the list.
      .map(([name, messages]) => [name.replace(/\[\d+\]$/, ''), messages[0]!] as const)
      .filter(([name]) => names.has(name))
      // A valid kennitala of nobody we know: said under the field in the form's own words.
      .map(([name, message]) => [
        name,
        message === SSN_NOT_FOUND && ssnNotFound ? ssnNotFound : message,
      ]),
  ) as Record<string, string>;
}

/**
 * Everything a public form does besides showing its fields: Formik with the form's schema, the
 * honeypot, the send (JSON, or multipart with files and the upload's progress), what went wrong,
 * the server's answer, and the thank-you heading that takes the focus. Nothing is cleared on a
 * failure: the values stay in the form and the files in the picker, and the message says whether
 * the network dropped, a file was refused, the sender has sent too much for now, or something
 * failed on our side. Field errors from the server are shown under their fields.
 */
export function usePublicForm<Values extends FormValues, Created = unknown>({
  path,
  language,
  schema,
  initialValues,
  texts,
  withFiles = false,
  toRequest = (values) => schema.cast(values) as object,
  refused,
}: PublicFormOptions<Values>) {
  const [website, setWebsite] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Created | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  function post(request: object): Promise<Created> {
    const payload = { ...request, lang: language, ...(website ? { website } : {}) };
    if (!withFiles) return call<Created>(path, { method: 'POST', payload });
    setProgress(0);
    const form = toFormData(
      payload as Record<string, string | readonly string[] | undefined>,
      files,
      ATTACHMENT_FIELD,
    );
    return sendFormWithFiles<Created>(path, form, {
      onProgress: ({ loaded, total }) => setProgress(total > 0 ? loaded / total : 0),
    }).finally(() => setProgress(null));
  }

  async function refusal(error: unknown, helpers: FormikHelpers<Values>): Promise<string | null> {
    if (!(error instanceof ApiError) || error.status === 0) return texts.network;
    if (refused && (await refused(error, helpers))) return null;
    const fileKey = withFiles ? attachmentErrorKey(error.errorCode) : undefined;
    if (fileKey) {
      setFileError(fileKey);
      return texts.fileRefused ?? texts.submitError;
    }
    const fieldErrors = serverFieldErrors(
      error,
      new Set(Object.keys(initialValues)),
      texts.ssnNotFound,
    );
    if (Object.keys(fieldErrors).length > 0) {
      helpers.setErrors(fieldErrors as Parameters<typeof helpers.setErrors>[0]);
      focusFirstInvalid(formRef.current, fieldErrors);
      return null;
    }
    return error.status === 429 ? texts.tooManyRequests : texts.submitError;
  }

  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    // Errors change only when the form is sent: one that vanished as a field lost focus to the
    // send button would move the button from under the pointer, and the click would be lost.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setFileError(undefined);
      try {
        setSent(await post(toRequest(values)));
        window.setTimeout(() => thanksRef.current?.focus(), 0);
      } catch (error) {
        setFailure(await refusal(error, helpers));
      }
    },
  });

  /** Checks everything first: every error shows at once and the first field has the keyboard. */
  const submit = useSubmitOnce(async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.setTouched(
        Object.fromEntries(Object.keys(initialValues).map((name) => [name, true])) as Parameters<
          typeof formik.setTouched
        >[0],
        false,
      );
      focusFirstInvalid(formRef.current, errors);
      return;
    }
    await formik.submitForm();
  });

  // Whatever the visitor filled into the server-rendered form before the page came alive is kept,
  // and a send they pressed meanwhile is made once the form holds it.
  const [sendHeld, setSendHeld] = useState(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = valuesTypedEarly(form, initialValues);
    if (Object.keys(typed).length > 0)
      void formik.setValues((current) => ({ ...current, ...typed }), false);
    setSendHeld(takeOverForm(form).sendHeld);
    // Once, on the first render in the browser: later changes go through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A render later, when Formik's handlers read the values kept above.
  useEffect(() => {
    if (!sendHeld) return;
    setSendHeld(false);
    submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendHeld]);

  /** The props a text field (or a select of text) takes from the form. */
  const field = (name: TextFieldName<Values>) => ({
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    touched: formik.touched[name] as boolean | undefined,
    error: formik.errors[name] as string | undefined,
  });

  /** The props a single checkbox (a consent, say) takes from the form. */
  const checkbox = (name: BooleanFieldName<Values>) => ({
    name,
    checked: formik.values[name] as boolean,
    onChange: formik.handleChange,
    touched: formik.touched[name] as boolean | undefined,
    error: formik.errors[name] as string | undefined,
  });

  /** The props of the attachment picker of a form sent with files. */
  const attachments = () => ({ files, onChange: setFiles, progress, error: fileError });

  /** A group's error, once the form has been sent (a group has no blur of its own). */
  const groupError = (name: keyof Values & string) =>
    formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;

  return {
    formik,
    formRef,
    thanksRef,
    submit,
    field,
    checkbox,
    groupError,
    attachments,
    texts,
    website,
    setWebsite,
    failure,
    sent,
    sending: formik.isSubmitting || progress !== null,
  };
}
