export { createPersonalDataSealing, type PersonalDataSealing } from './sealing.ts';
export { createPersonalDataVault, type PersonalDataVault, type SubjectReach } from './vault.ts';
