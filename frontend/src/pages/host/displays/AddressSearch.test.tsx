import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressBox, field, fill, findSuggestion, openForm, SLOW } from '../../../test/addDisplayForm';
import { WASHINGTON_ST } from '../../../test/displayFixtures';

describe('Add New Display: the address search', () => {
  // Typing letter by letter (and a picked address loading the map) takes a while on a busy machine.
  it('sends nothing under 3 characters, then searches once typing pauses', { timeout: 40_000 }, async () => {
    const { user, api } = await openForm();
    await user.type(addressBox(), '1 E');
    await user.clear(addressBox());
    await user.type(addressBox(), '1 ');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('GET /api/geocode/search')).toHaveLength(0);
    expect(screen.getByText('Type at least 3 characters')).toBeInTheDocument();

    await user.type(addressBox(), 'E Washington');
    expect(await findSuggestion(WASHINGTON_ST.formattedAddress)).toBeInTheDocument();
    const searches = api.callsTo('GET /api/geocode/search');
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(searches[0].search).get('q')).toBe('1 E Washington');
  });

  it('picking a suggestion with the keyboard fills street, city, state and zip', { timeout: 40_000 }, async () => {
    const { user } = await openForm();
    await user.type(addressBox(), '1 E Washington St');
    await findSuggestion(WASHINGTON_ST.formattedAddress);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(addressBox()).toHaveValue(WASHINGTON_ST.formattedAddress);
    expect(field(/Street Address/)).toHaveValue('1 E Washington St');
    expect(field(/^City/)).toHaveValue('Phoenix');
    expect(field(/^State/)).toHaveValue('AZ');
    expect(field(/ZIP Code/)).toHaveValue('85004');
    // …and the position, for the pin; the suggestion said it was approximate.
    expect(field(/Latitude/)).toHaveValue('33.4484');
    expect(field(/Longitude/)).toHaveValue('-112.0738');
    expect(screen.getByRole('note')).toHaveTextContent(/Approximate location/);
  });

  it('labels a suggestion that is only a ZIP or place centre as approximate', { timeout: 40_000 }, async () => {
    const exact = { ...WASHINGTON_ST, formattedAddress: '2 E Washington St, Phoenix, AZ 85004', approximate: false };
    const { user } = await openForm({ search: { body: [WASHINGTON_ST, exact] } });
    await fill(user, addressBox(), 'E Washington St');
    expect(await findSuggestion(WASHINGTON_ST.formattedAddress)).toHaveTextContent(/Approximate location: place the exact spot on the map/);
    expect(await findSuggestion(exact.formattedAddress)).not.toHaveTextContent(/Approximate/);
  });

  it('"No addresses found" when nothing matches', async () => {
    const { user } = await openForm({ search: { body: [] } });
    await fill(user, addressBox(), 'Nowhere Lane');
    expect(await screen.findByText('No addresses found', {}, SLOW)).toBeInTheDocument();
  });

  it('a failed search toasts "Failed to search addresses. Please try again."', async () => {
    const { user } = await openForm({ search: { status: 502, body: { statusCode: 502, message: 'Address search is unavailable' } } });
    await fill(user, addressBox(), '1 E Washington St');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Failed to search addresses. Please try again.');
  });
});
