// Only the header matters: `LLVMFuzzerRunDriver` comes from libFuzzer (`-sanitize=fuzzer`).
#include "CFuzzDriver.h"
