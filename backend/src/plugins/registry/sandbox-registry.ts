import type { CompanyRecord, CompanyRegistry } from './company-registry.js';

/**
 * Local default: a handful of public institutions and companies under their real NIPs, so the
 * "fetch from registry" flow works offline. Any other valid NIP is "not found".
 */
export const SANDBOX_COMPANIES: readonly CompanyRecord[] = [
  {
    type: 'company',
    name: 'Ministerstwo Finansów',
    nip: '5260250274',
    street: 'ul. Świętokrzyska 12',
    postalCode: '00-916',
    city: 'Warszawa',
    country: 'Polska',
    regon: '000002217',
  },
  {
    type: 'company',
    name: 'ORLEN Spółka Akcyjna',
    nip: '7740001454',
    street: 'ul. Chemików 7',
    postalCode: '09-411',
    city: 'Płock',
    country: 'Polska',
    regon: '610188201',
  },
  {
    type: 'company',
    name: 'Poczta Polska Spółka Akcyjna',
    nip: '5250007313',
    street: 'ul. Rodziny Hiszpańskich 8',
    postalCode: '00-940',
    city: 'Warszawa',
    country: 'Polska',
    regon: '012100784',
  },
  {
    type: 'company',
    name: 'Polskie Koleje Państwowe Spółka Akcyjna',
    nip: '5250006851',
    street: 'al. Jerozolimskie 142A',
    postalCode: '02-305',
    city: 'Warszawa',
    country: 'Polska',
    regon: '012112293',
  },
  {
    type: 'company',
    name: 'Klub Sportowy Kort sp. z o.o.',
    nip: '6762432014',
    street: 'ul. Sportowa 3',
    postalCode: '30-001',
    city: 'Kraków',
    country: 'Polska',
    regon: null,
  },
];

export class SandboxCompanyRegistry implements CompanyRegistry {
  readonly name = 'sandbox';

  async findByNip(nip: string): Promise<CompanyRecord | null> {
    const found = SANDBOX_COMPANIES.find((company) => company.nip === nip);
    return found ? { ...found } : null;
  }
}
