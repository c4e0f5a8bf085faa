// The mock expense service at this app's /mock: the form in the browser loads, re-calls and saves here.
import { handleMockRequest } from 'expense-fields/mock';
import { mockOptions } from '@/lib/mock';

const answer = (request: Request) => handleMockRequest(request, mockOptions);

export { answer as GET, answer as POST, answer as PUT, answer as DELETE };
