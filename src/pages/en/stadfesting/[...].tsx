import TravelVerificationPage, { Head as TravelVerificationHead } from '../../stadfesting/[...]';

// The check in English: the page takes its language from the path.
export default TravelVerificationPage;
export const Head = TravelVerificationHead;
