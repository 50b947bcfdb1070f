import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { SUBSCRIBE_UNAVAILABLE_FALLBACK, SubscribeCard } from './subscribe-card';

function renderCard() {
  return render(
    <Providers client={createQueryClient()}>
      <SubscribeCard />
    </Providers>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

const openForm = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Free' }));

/** Types a name and an address into the open form. */
function fillIn(first: string, last: string, email: string) {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: first } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: last } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
}

describe('SubscribeCard', () => {
  it('starts collapsed and expands on Subscribe for Free', () => {
    renderCard();
    expect(screen.queryByLabelText('Email')).toBeNull();
    openForm();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('checks the form before calling the server, one message at a time', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderCard();
    openForm();
    submit();
    expect(screen.getByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please fill in your first name, last name, and a valid email address.')).toBeTruthy();

    fillIn('Ada', 'L', 'ada@example.com');
    submit();
    expect(screen.getByText('Please choose whether you want to participate in our free credit program.')).toBeTruthy();

    expect(screen.queryByLabelText('Phone Number')).toBeNull();
    fireEvent.click(screen.getByLabelText('Yes'));
    expect(screen.getByLabelText('Phone Number')).toBeTruthy();
    submit();
    expect(screen.getByText('Please provide your phone number to participate in our credit program.')).toBeTruthy();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("refuses an address no mail can reach ('tasha@example') with its own message, before calling the server", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderCard();
    openForm();
    fillIn('Tasha', 'Cobbs', 'tasha@example');
    fireEvent.click(screen.getByLabelText('No'));
    submit();
    expect(
      screen.getByText(
        'Please enter a valid email address: it needs a full domain after the @, such as name@example.com.',
      ),
    ).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('explains the credit program question in one line and links to what it is', () => {
    renderCard();
    openForm();
    const question = screen.getByRole('group', { name: 'Join our free credit program?' });
    expect(question.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'What it is' }).getAttribute('href')).toBe('/terms#credit-program');
  });

  it('cancel collapses and clears', () => {
    renderCard();
    openForm();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    openForm();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('');
  });

  describe('while the server is briefly down (503)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    async function subscribeWhileDown(response: Response) {
      vi.spyOn(globalThis, 'fetch').mockResolvedValue(response);
      renderCard();
      openForm();
      fillIn('Ada', 'L', 'ada@example.com');
      fireEvent.click(screen.getByLabelText('No'));
      submit();
      expect(await screen.findByText('Subscription failed')).toBeTruthy();
    }

    it("shows the server's own words, which ask to try again in a moment, and keeps the form filled in", async () => {
      const message = 'The service is briefly unavailable. Please try again in a moment.';
      await subscribeWhileDown(
        new Response(JSON.stringify({ statusCode: 503, message }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        }),
      );
      expect(screen.getByText(message)).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    });

    it('asks to try again in a moment when a proxy answered with a page of its own', async () => {
      await subscribeWhileDown(new Response('<html><body>Service Unavailable</body></html>', { status: 503 }));
      expect(screen.getByText(SUBSCRIBE_UNAVAILABLE_FALLBACK)).toBeTruthy();
      expect(SUBSCRIBE_UNAVAILABLE_FALLBACK).toMatch(/try again in a moment/);
    });
  });
});
