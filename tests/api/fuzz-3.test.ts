import { fuzzShare } from './fuzz-support';

fuzzShare(2, 3);
