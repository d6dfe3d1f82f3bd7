import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creative, deferred, imageFile, stubImageDecoding } from '../../../test/creativeFixtures';
import { mockApi, signedInAs, type MockReply } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { AdCreativesPage } from './AdCreativesPage';

const POST = 'POST /api/tenant/ad-creatives';

async function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': signedInAs('tenant', 'ana'),
    'GET /api/tenant/ad-creatives': { body: [] },
    ...routes,
  });
  const app = renderPage(<AdCreativesPage />);
  await screen.findByRole('heading', { level: 1, name: 'Ad Creatives' }, { timeout: 10000 });
  await screen.findByText('No Ad Creatives Yet');
  const form = screen.getByRole('form', { name: 'Upload ad creative' });
  return { ...app, api, form };
}

const fileInput = () => screen.getByLabelText('Image file');
const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const dimensionsInput = () => screen.getByRole('textbox', { name: 'Dimensions' });
const submit = () => screen.getByRole('button', { name: 'Upload Ad Creative' });

describe('Ad Creatives: upload form checks (docs/product-rules.md §15)', () => {
  it('has labelled fields: name, image file (PNG/JPG/GIF/WebP) and dimensions, all required', async () => {
    await openPage();
    expect(nameInput()).toBeRequired();
    expect(fileInput()).toHaveAttribute('type', 'file');
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('image/png'));
    expect(fileInput().getAttribute('accept')).toMatch(/image\/jpeg.*image\/gif.*image\/webp/);
    expect(fileInput()).toHaveAccessibleDescription('PNG, JPG, GIF or WebP, up to 5 MB');
    expect(dimensionsInput()).toBeRequired();
  });

  it('no file → "Please select a file" and nothing is sent', async () => {
    const { user, api } = await openPage();
    await user.type(nameInput(), 'Summer sale');
    await user.type(dimensionsInput(), '1920x1080');
    await user.click(submit());
    expect(screen.getByText('Please select a file')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('aria-invalid', 'true');
    expect(fileInput()).toHaveFocus();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('empty form → every required field says so and focus goes to the name', async () => {
    const { user, api } = await openPage();
    await user.click(submit());
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a file')).toBeInTheDocument();
    expect(screen.getByText('Dimensions are required')).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('a file over 5 MB → "File size exceeds 5MB limit": never read, never sent', async () => {
    const { createObjectURL } = stubImageDecoding();
    const readAsDataURL = vi.spyOn(FileReader.prototype, 'readAsDataURL');
    const { user, api } = await openPage();
    await user.upload(fileInput(), imageFile('huge.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Preview of/ })).not.toBeInTheDocument();

    await user.clear(nameInput());
    await user.type(nameInput(), 'Huge');
    await user.type(dimensionsInput(), '1920x1080');
    await user.click(submit());
    expect(screen.getByText('File size exceeds 5MB limit')).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(readAsDataURL).not.toHaveBeenCalled();
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('a file of exactly 5 MB is accepted', async () => {
    stubImageDecoding();
    const { user } = await openPage();
    await user.upload(fileInput(), imageFile('limit.png', 5 * 1024 * 1024));
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    expect(screen.queryByText('File size exceeds 5MB limit')).not.toBeInTheDocument();
  });

  it('a file that is not an image is refused', async () => {
    stubImageDecoding();
    const { api } = await openPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Only image files are accepted: PNG, JPG, GIF or WebP')).toBeInTheDocument();
    await user.type(dimensionsInput(), '10x10');
    await user.click(submit());
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('an image the browser cannot decode is refused', async () => {
    stubImageDecoding(0, 0, { broken: true });
    const { user, api } = await openPage();
    await user.upload(fileInput(), imageFile('damaged.png'));
    expect(await screen.findByText('This image could not be read; the file may be damaged')).toBeInTheDocument();
    await user.click(submit());
    expect(api.callsTo(POST)).toHaveLength(0);
  });

  it('malformed dimensions are refused before sending', async () => {
    stubImageDecoding();
    const { user, api } = await openPage();
    await user.upload(fileInput(), imageFile());
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    await user.clear(dimensionsInput());
    await user.type(dimensionsInput(), 'wide');
    await user.click(submit());
    expect(screen.getByText('Dimensions must be WIDTHxHEIGHT in pixels, for example 1920x1080')).toBeInTheDocument();
    expect(dimensionsInput()).toHaveFocus();
    expect(api.callsTo(POST)).toHaveLength(0);
  });
});

describe('Ad Creatives: upload', () => {
  it('fills the dimensions from the image, previews it, and suggests a name', async () => {
    stubImageDecoding(640, 360);
    const { user } = await openPage();
    await user.upload(fileInput(), imageFile('summer_sale-v2.png'));
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    expect(nameInput()).toHaveValue('summer sale v2');
    expect(screen.getByRole('img', { name: 'Preview of summer_sale-v2.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText(/640 × 360 px/)).toBeInTheDocument();
    // Still editable.
    await user.clear(dimensionsInput());
    await user.type(dimensionsInput(), '1280x720');
    expect(dimensionsInput()).toHaveValue('1280x720');
  });

  it('posts {name, fileUrl: data URL, dimensions}, shows progress, toasts success and reloads the list', async () => {
    stubImageDecoding(640, 360);
    const reply = deferred<MockReply>();
    const { user, api } = await openPage({ [POST]: () => reply.promise });
    await user.upload(fileInput(), imageFile('sale.png', 4096));
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    await user.clear(nameInput());
    await user.type(nameInput(), '  Summer Sale  ');
    await user.click(submit());

    expect(await screen.findByRole('progressbar', { name: 'Uploading ad creative' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    const body = api.callsTo(POST)[0].body as Record<string, string>;
    expect(api.callsTo(POST)[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toEqual({
      name: 'Summer Sale',
      fileUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
      dimensions: '640x360',
    });
    expect(atob(body.fileUrl.split(',')[1])).toHaveLength(4096);

    reply.resolve({ status: 201, body: { ...creative({ id: 9, name: 'Summer Sale' }), fileCleaning: 'unchanged' } });
    const toast = (await screen.findByText('Ad creative uploaded successfully and pending approval')).closest('[role="status"]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/tenant/ad-creatives')).toHaveLength(2));
    expect(nameInput()).toHaveValue('');
    expect(dimensionsInput()).toHaveValue('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('says when the server removed metadata from the file (docs/product-rules.md §11.3)', async () => {
    stubImageDecoding(640, 360);
    const { user } = await openPage({
      [POST]: { status: 201, body: { ...creative({ id: 9, name: 'sale' }), contentType: 'image/jpeg', fileCleaning: 'metadata-removed' } },
    });
    expect(screen.getByText(/Photo metadata \(camera, location, comments\) is removed from uploads/)).toBeInTheDocument();
    await user.upload(fileInput(), imageFile('sale.png'));
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    await user.click(submit());
    expect(
      await screen.findByText(
        'Ad creative uploaded successfully and pending approval. Photo metadata (camera, location, comments) was removed from the file; the picture itself is unchanged.',
      ),
    ).toBeInTheDocument();
  });

  it('a refused upload shows the server message in an "Error" toast and under the form', async () => {
    stubImageDecoding(640, 360);
    const { user, api } = await openPage({
      [POST]: { status: 400, body: { statusCode: 400, message: 'Dimensions 640x360 do not match the image (360x640)' } },
    });
    await user.upload(fileInput(), imageFile('sale.png'));
    await waitFor(() => expect(dimensionsInput()).toHaveValue('640x360'));
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Dimensions 640x360 do not match the image (360x640)')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Upload refused: Dimensions 640x360 do not match the image (360x640)');
    // The form keeps what was entered, to fix and retry.
    expect(nameInput()).toHaveValue('sale');
    expect(api.callsTo('GET /api/tenant/ad-creatives')).toHaveLength(1);
  });
});
