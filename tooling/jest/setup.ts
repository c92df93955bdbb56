import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom in Jest 30 lacks TextEncoder/TextDecoder, which react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
