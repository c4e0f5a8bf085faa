// The mock expense service at this app's /mock: the form in the browser re-calls and saves here.
import { answerMock } from '@/lib/mock';

export { answerMock as GET, answerMock as POST, answerMock as PUT, answerMock as DELETE };
