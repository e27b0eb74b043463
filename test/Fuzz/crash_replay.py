"""lit format for test/Fuzz/crashes: each file there is an input that once
broke rope-fuzz, and a test that runs it through rope-fuzz once."""

import os

import lit.formats
import lit.Test
import lit.util


class CrashReplay(lit.formats.FileBasedTest):
    def __init__(self, fuzzer, limits):
        self.fuzzer = fuzzer
        self.limits = limits

    def getTestsForPath(self, testSuite, path_in_suite, litConfig, localConfig):
        name = path_in_suite[-1]
        if not name.startswith(".") and name != "lit.local.cfg":
            yield lit.Test.Test(testSuite, path_in_suite, localConfig)

    def execute(self, test, litConfig):
        if test.config.unsupported:
            return lit.Test.UNSUPPORTED, "rope-fuzz is not built"
        command = [self.fuzzer] + self.limits + [test.getSourcePath()]
        out, err, code = lit.util.executeCommand(
            command, env=test.config.environment)
        if code == 0:
            return lit.Test.PASS, ""
        return lit.Test.FAIL, " ".join(command) + "\n" + out + err
