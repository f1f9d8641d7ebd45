import Testing

/// How the command plugins cut the tool's output into diagnostics, in the order it was printed.
@Suite struct ToolOutputLinesTests {
    @Test func driftReportIsOneBlockThenTheClosingLine() {
        let output = """
            1 generated file differs from the output directory:
              changed   A.swift

            --- a/A.swift
            +++ b/A.swift
            @@ -3 +3 @@
            -old
            +new
            ::error file=Gen/A.swift,line=3::This generated code is out of date
            error: generated code in Gen is out of date (1 file); run `fix` and commit the result

            """
        #expect(
            ToolOutputLines.items(output) == [
                .annotation("::error file=Gen/A.swift,line=3::This generated code is out of date"),
                .error(
                    "1 generated file differs from the output directory:\n  changed   A.swift\n\n--- a/A.swift\n+++ b/A.swift\n@@ -3 +3 @@\n-old\n+new"
                ),
                .error("generated code in Gen is out of date (1 file); run `fix` and commit the result"),
            ])
    }

    @Test func locatedLinesKeepTheirLocationAndSeverity() {
        let output = """
            C:/My:Models/A.datasources.json:4:17: error: unknown entity
            A.datasources.json:9:2: warning: unused
            error: the definitions have 1 error (above)

            """
        #expect(
            ToolOutputLines.items(output) == [
                .error("C:/My:Models/A.datasources.json:4:17: unknown entity"),
                .warning("A.datasources.json:9:2: unused"),
                .error("the definitions have 1 error (above)"),
            ])
    }

    @Test func aLineThatOnlyLooksLocatedStaysInItsBlock() {
        #expect(ToolOutputLines.items("+let x = \"a:b: error: c\"\n") == [.error("+let x = \"a:b: error: c\"")])
        #expect(ToolOutputLines.items("") == [])
    }

    @Test func theFixForAScaffoldedTargetIsTheGenerateCommand() {
        #expect(
            PluginCommands.regenerate(target: "Shop")
                == "swift package --allow-writing-to-package-directory generate-data-sources --target Shop")
        #expect(
            PluginCommands.generateUsage.hasPrefix(
                PluginCommands.regenerate(target: "X").replacingOccurrences(of: " --target X", with: "")))
    }
}
