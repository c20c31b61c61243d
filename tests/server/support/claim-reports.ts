import { todayInIceland } from '../../../src/domain/calendar';

/** A complete report of a collision with another car, as the wizard saves it. */
export function collision(email: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'vehicleCollision',
    reporter: {
      name: 'Katrín Jónsdóttir',
      kennitala: '120160-3389',
      email,
      phone: '555 1234',
      role: 'self',
      insuredName: '',
      insuredKennitala: '',
    },
    policy: { policyId: '', policyNumber: '' },
    incident: {
      date: todayInIceland(),
      time: '08:15',
      place: 'Hringbraut við Bræðraborgarstíg',
      description: 'Bíllinn á undan hemlaði snögglega og ég náði ekki að stöðva.',
      policeReport: '',
      witnesses: '',
      registration: 'ab 123',
      otherParty: 'yes',
      otherName: 'Jón Jónsson',
      otherRegistration: 'XY-987',
      otherInsurer: 'Annað félag',
      otherPhone: '6901234',
      ownCircumstances: ['rearEndedSameLane'],
      otherCircumstances: ['parked'],
    },
    damages: [{ description: 'Framstuðari', amount: 180000 }],
    payout: { bank: '0133', ledger: '26', account: '012345', ownerKennitala: '1201603389' },
    declaration: true,
    ...overrides,
  };
}
