/**
 * Letters folded before a case-insensitive search, so 'istanbul' finds 'İSTANBUL' and 'sirket'
 * finds 'Şirket' whatever the database collation: upper and lower Turkish letters map to plain
 * lower-case ASCII. The API applies the same mapping in SQL with `translate()`.
 */
export const searchFoldFrom = 'İIıŞşĞğÜüÖöÇçÂâÎîÛû';
export const searchFoldTo = 'iiissgguuooccaaiiuu';
