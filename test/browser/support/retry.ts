/**
 * A journey that fails is run once more, with the first failure printed. A loaded two-core runner
 * makes a few waits race the interface; a real defect fails both runs, and the printed first
 * failure keeps any intermittent one in sight.
 */
jest.retryTimes(1, { logErrorsBeforeRetry: true });
