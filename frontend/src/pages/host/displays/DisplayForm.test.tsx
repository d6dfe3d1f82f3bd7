import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressBox, field, fill, findSuggestion, mobileSwitch, openForm } from '../../../test/addDisplayForm';
import { display, WASHINGTON_ST } from '../../../test/displayFixtures';

describe('Add New Display: fields and defaults (docs/product-rules.md §12, §14)', () => {
  it('has every field, start 09:00, end 17:00, mobile off, nothing picked', async () => {
    const { form } = await openForm();
    for (const label of [/Display Name/, /Street Address/, /^City/, /^State/, /ZIP Code/, /Demographic Notes/]) {
      expect(within(form).getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(within(form).getByRole('combobox', { name: 'Start Time' })).toHaveTextContent('9:00 AM');
    expect(within(form).getByRole('combobox', { name: 'End Time' })).toHaveTextContent('5:00 PM');
    const price = within(form).getByRole('spinbutton', { name: /Price per Hour/ });
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(mobileSwitch(form)).not.toBeChecked();
    const ages = within(form).getByRole('group', { name: 'Target Age Ranges' });
    expect(
      within(ages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['16+', '20-35', '36-50', '50+']);
    const audiences = within(form).getByRole('group', { name: 'Target Audiences' });
    expect(
      within(audiences)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Students', 'Professionals', 'Retirees', 'Athletes', 'Shoppers']);
    for (const chip of within(form).getAllByRole('button', { pressed: false })) expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the hourly times and the capitalised location types', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('combobox', { name: 'Start Time' }));
    const hours = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(hours).toHaveLength(24);
    expect(hours[0]).toHaveTextContent('12:00 AM');
    expect(hours[23]).toHaveTextContent('11:00 PM');
    await user.keyboard('{Escape}');
    await user.click(within(form).getByRole('combobox', { name: /Location Type/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Outdoor', 'Indoor', 'Elevator', 'Walkway', 'Communal Space']);
  });
});

describe('Add New Display: submit', () => {
  it('without a picked address shows the message and sends nothing', async () => {
    const { user, api, form } = await openForm();
    await fill(user, field(/Display Name/), 'Cafe Window');
    await user.type(within(form).getByRole('spinbutton', { name: /Price per Hour/ }), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Add Display' }));
    expect(await within(form).findByText('Please select a valid address from the suggestions')).toBeInTheDocument();
    expect(addressBox()).toHaveFocus();
    expect(within(form).getByText('Location type is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/displays')).toHaveLength(0);
  });

  it('sends the display, shows "Adding…", toasts success, closes and resets the form', { timeout: 40_000 }, async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const created = display({ id: 11, name: 'Cafe Window' });
    const { user, api, form } = await openForm({
      create: async () => {
        await gate;
        return { status: 201, body: created };
      },
    });
    await fill(user, field(/Display Name/), 'Cafe Window');
    await fill(user, addressBox(), '1 E Washington St');
    await user.click(await findSuggestion(WASHINGTON_ST.formattedAddress));
    await user.click(within(form).getByRole('combobox', { name: 'End Time' }));
    await user.click(screen.getByRole('option', { name: '8:00 PM' }));
    await fill(user, within(form).getByRole('spinbutton', { name: /Price per Hour/ }), '12.50');
    await user.click(within(form).getByRole('combobox', { name: /Location Type/ }));
    await user.click(screen.getByRole('option', { name: 'Communal Space' }));
    await user.click(mobileSwitch(form));
    await user.click(within(form).getByRole('button', { name: '50+' }));
    await user.click(within(form).getByRole('button', { name: '20-35' }));
    await user.click(within(form).getByRole('button', { name: 'Students' }));
    await fill(user, field(/Demographic Notes/), 'Lunch crowd');

    await user.click(within(form).getByRole('button', { name: 'Add Display' }));
    const adding = await within(form).findByRole('button', { name: 'Adding…' });
    expect(adding).toBeDisabled();
    expect(api.callsTo('POST /api/displays')[0].body).toEqual({
      name: 'Cafe Window',
      streetAddress: '1 E Washington St',
      city: 'Phoenix',
      state: 'AZ',
      zipCode: '85004',
      startTime: '09:00',
      endTime: '20:00',
      operatingHours: '09:00-20:00',
      pricePerHour: '12.5',
      locationType: 'communal',
      isMobile: true,
      targetAgeRanges: ['20-35', '50-plus'],
      targetAudiences: ['students'],
      demographicNotes: 'Lunch crowd',
      coordinates: { lat: 33.4484, lng: -112.0738 },
      timeZone: 'America/Phoenix',
    });

    release?.();
    expect(await screen.findByRole('status')).toHaveTextContent('SuccessDisplay added successfully');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add New Display' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Display' }));
    const fresh = await screen.findByRole('form', { name: 'Add New Display' });
    expect(within(fresh).getByRole('textbox', { name: /Display Name/ })).toHaveValue('');
    expect(addressBox()).toHaveValue('');
    expect(within(fresh).getByRole('textbox', { name: /Street Address/ })).toHaveValue('');
    expect(within(fresh).getByRole('combobox', { name: 'End Time' })).toHaveTextContent('5:00 PM');
    expect(mobileSwitch(fresh)).not.toBeChecked();
    expect(within(fresh).queryAllByRole('button', { pressed: true })).toHaveLength(0);
  });

  it("shows the server's message in an Error toast and keeps the form", { timeout: 40_000 }, async () => {
    const { user, form } = await openForm({
      create: { status: 400, body: { statusCode: 400, message: 'End time must be after start time' } },
    });
    await fill(user, field(/Display Name/), 'Cafe Window');
    await fill(user, addressBox(), '1 E Washington St');
    await user.click(await findSuggestion(WASHINGTON_ST.formattedAddress));
    await user.type(within(form).getByRole('spinbutton', { name: /Price per Hour/ }), '5');
    await user.click(within(form).getByRole('combobox', { name: /Location Type/ }));
    await user.click(screen.getByRole('option', { name: 'Indoor' }));
    await user.click(within(form).getByRole('button', { name: 'Add Display' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorEnd time must be after start time');
    expect(screen.getByRole('form', { name: 'Add New Display' })).toBeVisible();
    expect(field(/Display Name/)).toHaveValue('Cafe Window');
  });

  it('Cancel closes the form', async () => {
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add New Display' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add Display' })).toHaveFocus();
  });
});
