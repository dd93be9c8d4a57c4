import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockState, withMockedApi } from '../../testing/mocked-api';
import { renderWithApp } from '../../testing/render';
import { WishButton } from './wish-button';

withMockedApi();

const PRODUCT_ID = 24;
const MEMBER_ID = 1;
const button = () => screen.getByRole('button', { name: '찜하기: 한빛 로고 후드' });
const wishedRows = () => mockState().wishes.filter((row) => row.userId === MEMBER_ID && row.productId === PRODUCT_ID).length;
const renderButton = (signedIn: boolean) =>
  renderWithApp(<WishButton productId={PRODUCT_ID} productName="한빛 로고 후드" />, {
    scenario: 'standard',
    signedIn,
    route: `/products/${PRODUCT_ID}`,
    prepare: (state) => {
      if (signedIn) return;
      state.wishes = state.wishes.filter((row) => !(row.userId === MEMBER_ID && row.productId === PRODUCT_ID));
    },
  });

describe('a visitor’s 찜', () => {
  it('sends the visitor to sign in, and the wish is applied once after they come back signed in', async () => {
    const user = userEvent.setup();
    const visit = renderButton(false);
    await user.click(button());
    expect(visit.location.history?.at(-1)).toBe(`/login?next=%2Fproducts%2F${PRODUCT_ID}`);
    expect(wishedRows()).toBe(0);
    cleanup();

    // Back on the product page, now a member: the remembered wish is sent and the button pressed.
    renderButton(true);
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('true'));
    expect(wishedRows()).toBe(1);
    cleanup();

    // Taken once: a later visit after the member removed it does not wish it again.
    mockState().wishes = mockState().wishes.filter((row) => !(row.userId === MEMBER_ID && row.productId === PRODUCT_ID));
    renderButton(true);
    await waitFor(() => expect(button().getAttribute('aria-pressed')).toBe('false'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wishedRows()).toBe(0);
  });
});
