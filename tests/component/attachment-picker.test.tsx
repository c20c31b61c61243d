import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttachmentPicker } from '../../src/components/attachment-picker';
import { CASE_API } from '../../src/domain/api/case-paths';
import { ATTACHMENT_LIMITS, type AttachmentLimits } from '../../src/domain/attachments';
import { CLAIM_FILE_LIMITS } from '../../src/domain/forms/claim-report';
import { BusinessInquiryForm } from '../../src/features/public/attachment-forms/business-inquiry-form';
import { FakeXhr } from './fake-xhr';
import { renderWithProviders } from './render';

const pdf = (name = 'samningur.pdf', size = 2048) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });
const png = (name = 'mynd.png', size = 300) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

function Picker({
  progress = null,
  limits,
}: {
  progress?: number | null;
  limits?: AttachmentLimits;
}) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <AttachmentPicker
      label="Skjöl"
      files={files}
      onChange={setFiles}
      progress={progress}
      limits={limits}
    />
  );
}

const options = { userEventOptions: { applyAccept: false } };
const fileInput = () => screen.getByLabelText('Velja skrár') as HTMLInputElement;

describe('the attachment picker', () => {
  it('lists each file chosen with its name and size, and removes one before sending', async () => {
    const { user } = renderWithProviders(<Picker />, options);
    await user.upload(fileInput(), [pdf('kaupsamningur.pdf', 2048), png('verkstæði.png', 300)]);
    const list = screen.getByRole('list', { name: 'Skrár sem verða sendar' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'kaupsamningur.pdf2 KBFjarlægja',
      'verkstæði.png300 BFjarlægja',
    ]);
    expect(screen.getByText('Bætt við: kaupsamningur.pdf, verkstæði.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fjarlægja kaupsamningur.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('kaupsamningur.pdf var fjarlægð')).toBeInTheDocument();
    // The focus lands on the next remove button, then back on the chooser when none is left.
    const next = screen.getByRole('button', { name: 'Fjarlægja verkstæði.png' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.click(next);
    expect(screen.queryByRole('list', { name: 'Skrár sem verða sendar' })).toBeNull();
    await waitFor(() => expect(fileInput()).toHaveFocus());
  });

  it('refuses, with the reason, a type it does not take, an empty file and one too large', async () => {
    const { user } = renderWithProviders(<Picker />, options);
    await user.upload(fileInput(), [
      new File(['MZ'], 'forrit.exe', { type: 'application/x-msdownload' }),
      new File([], 'tómt.pdf', { type: 'application/pdf' }),
      pdf('risastórt.pdf', ATTACHMENT_LIMITS.maxFileBytes + 1),
      pdf('í lagi.pdf'),
    ]);
    const problems = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'Skránni forrit.exe var ekki bætt við: aðeins er hægt að senda PDF-, JPEG-, PNG-, WebP- og HEIC-skrár.',
      'Skránni tómt.pdf var ekki bætt við: skráin er tóm.',
      'Skránni risastórt.pdf var ekki bætt við: hver skrá má vera mest 8,0 MB.',
    ]);
    expect(screen.getAllByRole('button', { name: /^Fjarlægja/ })).toHaveLength(1);
  });

  it(`takes at most ${ATTACHMENT_LIMITS.maxFiles} files`, async () => {
    const { user } = renderWithProviders(<Picker />, { ...options, language: 'en' });
    await user.upload(
      screen.getByLabelText('Choose files'),
      Array.from({ length: ATTACHMENT_LIMITS.maxFiles + 1 }, (_, index) => pdf(`${index}.pdf`)),
    );
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(
      ATTACHMENT_LIMITS.maxFiles,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `5.pdf was not added: at most ${ATTACHMENT_LIMITS.maxFiles} files can be sent.`,
    );
  });

  it("keeps a form's own, larger limits and states them (a claim takes 15 MB a file)", async () => {
    const { user } = renderWithProviders(<Picker limits={CLAIM_FILE_LIMITS} />, options);
    expect(screen.getByText(/mest 12 skrár/)).toBeInTheDocument();
    await user.upload(fileInput(), [
      pdf('tjónamynd.pdf', ATTACHMENT_LIMITS.maxFileBytes + 1),
      pdf('of stór.pdf', CLAIM_FILE_LIMITS.maxFileBytes + 1),
    ]);
    expect(screen.getAllByRole('button', { name: /^Fjarlægja/ })).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Skránni of stór.pdf var ekki bætt við: hver skrá má vera mest 15 MB.',
    );
  });

  it('shows how far the sending has come and announces it by the quarter', () => {
    const { rerender } = renderWithProviders(<Picker progress={0.3} />);
    const bar = screen.getByRole('progressbar', { name: 'Sending' });
    expect(bar).toHaveAttribute('value', '30');
    expect(bar).toHaveAttribute('aria-valuetext', 'Sending: 30%');
    expect(screen.getByText('Sending: 25%')).toBeInTheDocument();
    expect(fileInput()).toBeDisabled();
    rerender(<Picker progress={null} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('the business inquiry sends its files with a progress bar', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText(/^Company name/), 'Hraunhólar ehf.');
    await user.type(screen.getByLabelText(/^Company kennitala/), '4502952219');
    await user.type(screen.getByLabelText(/^Contact person/), 'Sólveig');
    await user.type(screen.getByLabelText(/^E-mail/), 'solveig@example.com');
    await user.type(screen.getByLabelText(/^Phone number/), '5551234');
    await user.selectOptions(screen.getByLabelText(/^Number of employees/), '10-49');
    await user.click(screen.getByRole('checkbox', { name: 'Vehicles' }));
    await user.type(screen.getByLabelText(/^About the business/), 'Ten vans.');
    await user.upload(screen.getByLabelText('Choose files'), [pdf('vans.pdf'), png('yard.png')]);
  }

  it('shows the progress, then thanks with the case number', async () => {
    const { user } = renderWithProviders(<BusinessInquiryForm language="en" />, {
      ...options,
      language: 'en',
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Remove yard.png' }));
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', CASE_API.business]);
    const body = xhr.body!;
    expect(body.get('companySsn')).toBe('4502952219');
    expect(body.getAll('products')).toEqual(['vehicles']);
    expect(body.get('lang')).toBe('en');
    expect(body.has('website')).toBe(false);
    expect((body.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['vans.pdf']);

    act(() => xhr.progress(600, 1000));
    expect(await screen.findByRole('progressbar', { name: 'Sending' })).toHaveAttribute(
      'value',
      '60',
    );
    act(() => xhr.respond(201, { caseNumber: 'E-004321' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your inquiry' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/E-004321/)).toBeInTheDocument();
  });

  it('keeps every value and file when the network drops, says so, and sends again', async () => {
    const { user } = renderWithProviders(<BusinessInquiryForm language="en" />, {
      ...options,
      language: 'en',
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() => FakeXhr.last!.fail());
    expect(await screen.findByText(/The connection dropped before the form arrived/)).toBeVisible();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Hraunhólar ehf.');
    expect(screen.getByRole('button', { name: 'Remove vans.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove yard.png' })).toBeInTheDocument();

    FakeXhr.last = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    act(() =>
      FakeXhr.last!.respond(415, {
        errorCode: 'UnsupportedAttachment',
        errors: { attachments: ['attachmentType'] },
      }),
    );
    expect(
      await screen.findByText(
        /A file is not a PDF, JPEG, PNG, WebP or HEIC file, whatever its name says/,
      ),
    ).toBeVisible();
    expect(
      screen.getByText('A file was refused and nothing was sent. See the files above.'),
    ).toBeVisible();
    expect((FakeXhr.last!.body!.getAll('attachments') as File[]).length).toBe(2);
  });

  it('checks the company kennitala before sending anything', async () => {
    const { user } = renderWithProviders(<BusinessInquiryForm language="en" />, {
      ...options,
      language: 'en',
    });
    await fillIn(user);
    const ssn = screen.getByLabelText(/^Company kennitala/);
    await user.clear(ssn);
    await user.type(ssn, '1201603389');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(/This is not a company kennitala/)).toBeVisible();
    expect(ssn).toHaveFocus();
    expect(FakeXhr.last).toBeUndefined();
  });
});
