import { kennitalaCheckDigit } from '../../../src/domain/kennitala';
import { addDays, type Day, demoId } from './dates-and-ids';
import type { PolicyBuilt } from './policies';
import { type Rows } from './rows';

/**
 * What Hraunhólar ehf.'s company policies insure (issue 17): the liability policy's turnover and
 * activity, the 14 employees the accident policy covers with their payroll, and the trips taken
 * and booked under the travel policy, dated around today.
 */

/** A valid kennitala of a person born on 'YYYY-MM-DD', the first serial that has a check digit. */
function personKennitala(birth: string): string {
  const [year, month, day] = birth.split('-');
  const century = year!.startsWith('20') ? '0' : '9';
  for (let serial = 20; serial < 100; serial += 1) {
    const first8 = `${day}${month}${year!.slice(2)}${serial}`;
    const check = kennitalaCheckDigit(first8);
    if (check !== null) return `${first8}${check}${century}`;
  }
  throw new Error(`no kennitala for ${birth}`);
}

type Employee = [name: string, birth: string, job: [string, string], payroll: number];

const EMPLOYEES: Employee[] = [
  ['Anna Jónsdóttir', '1960-01-12', ['Framkvæmdastjóri', 'Managing director'], 14_400_000],
  ['Gunnar Þórsson', '1972-04-03', ['Verkstjóri', 'Site foreman'], 11_200_000],
  ['Sigrún Helgadóttir', '1985-09-21', ['Bókari', 'Bookkeeper'], 8_100_000],
  ['Jón Bjarnason', '1979-11-30', ['Vélamaður', 'Machine operator'], 9_600_000],
  ['Páll Egilsson', '1990-06-14', ['Vélamaður', 'Machine operator'], 9_300_000],
  ['Kristín Magnúsdóttir', '1988-02-08', ['Verkefnastjóri', 'Project manager'], 10_800_000],
  ['Ólafur Haraldsson', '1966-12-01', ['Vörubílstjóri', 'Truck driver'], 8_900_000],
  ['Einar Steinsson', '1994-03-27', ['Verkamaður', 'Labourer'], 7_200_000],
  ['Helga Árnadóttir', '1992-08-19', ['Garðyrkjufræðingur', 'Landscape gardener'], 7_900_000],
  ['Tómas Guðmundsson', '2001-05-05', ['Verkamaður', 'Labourer'], 6_800_000],
  ['Ragnar Ólafsson', '1983-10-10', ['Vélamaður', 'Machine operator'], 9_400_000],
  ['Birna Sveinsdóttir', '1997-07-23', ['Mælingamaður', 'Surveyor'], 8_300_000],
  ['Davíð Kristjánsson', '1975-01-29', ['Vörubílstjóri', 'Truck driver'], 8_700_000],
  ['Lilja Pétursdóttir', '2003-09-02', ['Nemi', 'Apprentice'], 5_400_000],
];

type Trip = [traveller: number, destination: [string, string], departsIn: number, days: number];

/** Trips by employees (by index in EMPLOYEES): some behind us, one under way, some ahead. */
const TRIPS: Trip[] = [
  [0, ['Ósló, Noregi', 'Oslo, Norway'], -120, 4],
  [5, ['Hamborg, Þýskalandi', 'Hamburg, Germany'], -64, 5],
  [1, ['Hamborg, Þýskalandi', 'Hamburg, Germany'], -64, 5],
  [2, ['Kaupmannahöfn, Danmörku', 'Copenhagen, Denmark'], -2, 4],
  [0, ['Las Vegas, Bandaríkjunum', 'Las Vegas, USA'], 21, 7],
  [10, ['Las Vegas, Bandaríkjunum', 'Las Vegas, USA'], 21, 7],
];

export function buildCompanyDetails(
  today: Day,
  rows: Rows,
  policies: Map<string, PolicyBuilt>,
): void {
  const liability = policies.get('hh-liability');
  const accident = policies.get('hh-employees');
  const travel = policies.get('hh-travel');
  if (!liability || !accident || !travel) return;

  rows.company_liability.push({
    policy_id: liability.id,
    annual_turnover: 486_000_000,
    activity_is: 'Jarðvinna, lóðafrágangur og snjómokstur fyrir sveitarfélög og verktaka',
    activity_en: 'Groundwork, landscaping and snow clearing for municipalities and contractors',
    employee_count: EMPLOYEES.length,
  });

  const people = EMPLOYEES.map(([name, birth]) => ({
    name,
    // Anna's own kennitala: the managing director is among those covered.
    kennitala: name === 'Anna Jónsdóttir' ? '1201603389' : personKennitala(birth),
  }));
  EMPLOYEES.forEach(([, , job, payroll], index) => {
    const person = people[index]!;
    rows.company_employee.push({
      id: demoId(`company-employee:${person.kennitala}`),
      policy_id: accident.id,
      kennitala: person.kennitala,
      full_name: person.name,
      job_is: job[0],
      job_en: job[1],
      annual_payroll: payroll,
    });
  });

  TRIPS.forEach(([traveller, destination, departsIn, days], index) => {
    const person = people[traveller]!;
    const departs = addDays(today, departsIn);
    rows.company_trip.push({
      id: demoId(`company-trip:${index}`),
      policy_id: travel.id,
      traveller_kennitala: person.kennitala,
      traveller_name: person.name,
      destination_is: destination[0],
      destination_en: destination[1],
      departs,
      returns: addDays(departs, days - 1),
    });
  });
}
