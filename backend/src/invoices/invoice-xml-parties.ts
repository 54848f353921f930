import type { InvoiceBuyer, InvoiceSeller } from './invoice-snapshot';

/** Where the seller's contact (BG-6, BT-41) is reached: the accounts department's phone and e-mail. */
const SELLER_CONTACT_POINT = 'Buchhaltung';

function address(party: { street: string; postalCode: string; city: string; country: string }) {
  return {
    'ram:PostcodeCode': party.postalCode,
    'ram:LineOne': party.street,
    'ram:CityName': party.city,
    'ram:CountryID': party.country,
  };
}

function vatRegistration(vatId: string | null) {
  return vatId ? { 'ram:ID': { '@schemeID': 'VA', '#': vatId } } : undefined;
}

/** BG-4 with BG-5, BG-6, the electronic address (BT-34) and the VAT ID (BT-31). */
export function sellerParty(seller: InvoiceSeller) {
  return {
    'ram:Name': seller.name,
    'ram:SpecifiedLegalOrganization': seller.registerNumber ? { 'ram:ID': seller.registerNumber } : undefined,
    'ram:DefinedTradeContact': {
      'ram:DepartmentName': SELLER_CONTACT_POINT,
      'ram:TelephoneUniversalCommunication': { 'ram:CompleteNumber': seller.phone },
      'ram:EmailURIUniversalCommunication': { 'ram:URIID': seller.email },
    },
    'ram:PostalTradeAddress': address(seller),
    'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': seller.email } },
    'ram:SpecifiedTaxRegistration': vatRegistration(seller.vatId),
  };
}

/** BG-7: the company (or the person), its contact person (BG-9), address, e-mail (BT-49), VAT ID (BT-48). */
export function buyerParty(buyer: InvoiceBuyer) {
  return {
    'ram:Name': buyer.company ?? buyer.name,
    'ram:DefinedTradeContact': buyer.company
      ? { 'ram:PersonName': buyer.name, 'ram:EmailURIUniversalCommunication': { 'ram:URIID': buyer.email } }
      : undefined,
    'ram:PostalTradeAddress': address(buyer),
    'ram:URIUniversalCommunication': { 'ram:URIID': { '@schemeID': 'EM', '#': buyer.email } },
    'ram:SpecifiedTaxRegistration': vatRegistration(buyer.vatId),
  };
}
