/// Command-line words as a POSIX shell reads them, for commands printed for the user to paste.
enum ShellWord {
    /// `word` unchanged when it holds only characters no shell treats specially, else in single
    /// quotes (a `'` inside becomes `'\''`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "_-./=:@%+,".unicodeScalars.contains(scalar))
            }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
