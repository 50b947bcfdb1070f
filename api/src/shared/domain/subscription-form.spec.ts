import { isEmail } from 'class-validator';
import {
  checkSubscribeForm,
  isDeliverableAddress,
  SUBSCRIBE_FORM_MESSAGES,
  subscribedDescription,
  SubscribeFormValues,
} from './subscription-form';

const valid: SubscribeFormValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  creditProgramParticipation: false,
  phoneNumber: '',
};

describe('checkSubscribeForm', () => {
  it.each([[{ firstName: '   ' }], [{ lastName: '' }], [{ email: '  ' }], [{ email: 'ada.example.com' }]])(
    'asks for name and a valid email when %j',
    (change) => {
      expect(checkSubscribeForm({ ...valid, ...change })).toEqual({
        ok: false,
        message: SUBSCRIBE_FORM_MESSAGES.nameAndEmail,
      });
    },
  );

  it.each([
    'tasha@example',
    'tasha@@example.com',
    'ta sha@example.com',
    'tasha@example.c',
    'tasha@-bad.com',
    'tasha@a..com',
  ])('refuses %s, which no mail can reach, with its own message', (email) => {
    expect(checkSubscribeForm({ ...valid, email })).toEqual({
      ok: false,
      message: SUBSCRIBE_FORM_MESSAGES.undeliverableEmail,
    });
  });

  it('accepts what the server accepts, and the server refuses what it refuses', () => {
    const accepted = [
      'ada@example.com',
      'a.b+tag@mail.example.co.uk',
      'x@sub-domain.example.io',
      'o@xn--bcher-kva.example',
    ];
    for (const email of accepted) expect([email, isDeliverableAddress(email)]).toEqual([email, true]);
    const refused = ['tasha@example', 'tasha@example.c', 'a@b', 'ta@sha@example.com'];
    for (const email of refused)
      expect([email, isDeliverableAddress(email), isEmail(email)]).toEqual([email, false, false]);
    for (const email of accepted) expect([email, isEmail(email)]).toEqual([email, true]);
  });

  it('asks for the credit-program choice after the names', () => {
    expect(checkSubscribeForm({ ...valid, creditProgramParticipation: null })).toEqual({
      ok: false,
      message: SUBSCRIBE_FORM_MESSAGES.creditChoice,
    });
  });

  it('asks for a phone only when joining the credit program', () => {
    expect(checkSubscribeForm({ ...valid, creditProgramParticipation: true, phoneNumber: '  ' })).toEqual({
      ok: false,
      message: SUBSCRIBE_FORM_MESSAGES.phone,
    });
  });

  it('sends trimmed values, with the phone only on yes', () => {
    expect(checkSubscribeForm({ ...valid, phoneNumber: '555 0100' })).toEqual({
      ok: true,
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', creditProgramParticipation: false },
    });
    expect(checkSubscribeForm({ ...valid, creditProgramParticipation: true, phoneNumber: ' 555 0100 ' })).toEqual({
      ok: true,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        creditProgramParticipation: true,
        phoneNumber: '555 0100',
      },
    });
  });

  it('says whether the reader joined the credit program', () => {
    expect(subscribedDescription(true)).toContain("You're participating");
    expect(subscribedDescription(false)).toContain("You're not participating");
  });
});
