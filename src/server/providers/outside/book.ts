/**
 * What the sandbox and the simulator hold about any ID number or mobile number: derived from the
 * number itself, so a demo or a test picks an outcome by the number it types. The faults ride
 * on the last digits (docs/decisions/0051-credit-outside-data.md): …0000 unknown, …9999 the
 * registry down, …8888 no answer in time; …1111 a registry name that is not the borrower's; a
 * mobile number ending 000 had its SIM swapped.
 */
export type Fault = 'notFound' | 'down' | 'timeout';

export function faultOf(number: string): Fault | undefined {
  if (number.endsWith('0000')) return 'notFound';
  if (number.endsWith('9999')) return 'down';
  if (number.endsWith('8888')) return 'timeout';
  return undefined;
}

function spread(number: string): number {
  let h = 7;
  for (const c of number) h = (h * 31 + c.charCodeAt(0)) % 100_003;
  return h;
}

/** The bureau's score (200–849) and delinquency code ("004" below 400, else "003"). */
export function bookedReport(idNumber: string): { score: number; delinquencyCode: string } {
  const score = 200 + (spread(idNumber) % 650);
  return { score, delinquencyCode: score < 400 ? '004' : '003' };
}

/** The registry's holder: the name asked for (but for …1111) and the birth date asked for. */
export function bookedHolder(idNumber: string, fullName: string, dob: string) {
  return { fullName: idNumber.endsWith('1111') ? 'JANE WANJIRU OTIENO' : fullName, dob };
}

export function bookedSwap(phoneNumber: string): boolean {
  return phoneNumber.endsWith('000');
}

/** Whether the book answers anything but a plain, clean record for a number with these last digits. */
export function bookedAsOdd(number: string): boolean {
  return faultOf(number) !== undefined || number.endsWith('1111') || bookedSwap(number);
}
