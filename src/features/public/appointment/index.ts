export { AppointmentHead, AppointmentPage } from './appointment-page';
