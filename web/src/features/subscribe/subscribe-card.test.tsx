import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { SubscribeCard } from './subscribe-card';

function renderCard() {
  return render(
    <Providers client={createQueryClient()}>
      <SubscribeCard />
    </Providers>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('SubscribeCard', () => {
  it('starts collapsed and expands on Subscribe for Free', () => {
    renderCard();
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Free' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('checks the form before calling the server, one message at a time', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Free' }));
    submit();
    expect(screen.getByText('Missing information')).toBeTruthy();
    expect(screen.getByText('Please fill in your first name, last name, and a valid email address.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
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

  it('cancel collapses and clears', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Free' }));
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe for Free' }));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('');
  });
});
