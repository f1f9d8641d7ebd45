/// The hash value the differ files an identifier under: `id.hashValue`, but a `String` (the
/// common identifier) is hashed by ``stringIdentifierHash(_:)``, which costs about half of the
/// standard library's SipHash on UUID-shaped text. A shuffle hashes every identifier of both
/// lists, so that hash is most of its time.
///
/// Only `String` takes the fast path: another identifier is the app's type, whose `hash(into:)`
/// the runtime neither knows nor can vouch for.
@inlinable
func hashValue<ID: Hashable>(of id: ID) -> Int {
    // Specialised for `String`, the cast is resolved at compile time.
    if let text = id as? String { return stringIdentifierHash(text) }
    return id.hashValue
}

/// A hash of `text` that agrees with `==`: strings that are equal (canonically equivalent, as
/// Swift compares them) hash alike. An ASCII string is hashed over its bytes by
/// ``ASCIIIdentifierHasher``; any other through ``unusualIdentifierHash(_:)``.
///
/// Declared free of writes to memory, which lets the compiler hash a string where the list stores
/// it instead of retaining and releasing it around the call.
@_effects(readonly) @usableFromInline @inline(never)
func stringIdentifierHash(_ text: String) -> Int {
    let hash = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
        var hasher = ASCIIIdentifierHasher()
        var highBits: UInt64 = 0
        var offset = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while offset &+ 16 <= raw.count {
            let low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
            highBits |= low | high
            hasher.combine(low, high)
            offset &+= 16
        }
        while offset < bytes.count {
            highBits |= UInt64(bytes[offset])
            hasher.combine(byte: bytes[offset])
            offset &+= 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0 ? hasher.finalize(byteCount: bytes.count) : nil
    }
    if let hash, let hash { return hash }
    return unusualIdentifierHash(text)
}

/// The hash of a string that is not ASCII or not stored as contiguous UTF-8 (a bridged string).
///
/// A string with a scalar beyond ASCII can still equal an ASCII string: U+037E, U+1FEF and U+212A
/// decompose canonically to `;`, `` ` `` and `K`, and they are the only scalars whose canonical
/// decomposition is ASCII (a test checks every scalar). Such a string is hashed as the ASCII
/// string it equals, and every other one through the standard library.
@inline(never)
func unusualIdentifierHash(_ text: String) -> Int {
    var hasher = ASCIIIdentifierHasher()
    var byteCount = 0
    for scalar in text.unicodeScalars {
        let byte: UInt8
        switch scalar.value {
        case 0..<0x80: byte = UInt8(truncatingIfNeeded: scalar.value)
        case 0x037E: byte = UInt8(ascii: ";")
        case 0x1FEF: byte = UInt8(ascii: "`")
        case 0x212A: byte = UInt8(ascii: "K")
        default: return text.hashValue
        }
        hasher.combine(byte: byte)
        byteCount &+= 1
    }
    return hasher.finalize(byteCount: byteCount)
}

/// Folds the bytes of an ASCII string into a hash value, 16 at a time, each block mixed into the
/// state by a 64 × 64 → 128-bit multiplication whose halves are added up by exclusive or (the
/// folded multiply of wyhash and aHash): a few instructions a block with every output bit
/// depending on every input bit. Bytes given one at a time fill a block little-endian first, so
/// whole blocks read from memory and single bytes give the same value.
///
/// Each multiplication's first factor is the block's low half with a constant whose every byte has
/// its high bit set, which ASCII bytes never have, so that factor is never zero; the other holds
/// the state, so no input known in advance can zero the product and erase what came before.
///
/// The state starts from a seed drawn once per process from `Hasher`, so the values change from
/// run to run as `hashValue` does (and stay fixed when `SWIFT_DETERMINISTIC_HASHING` is set). It
/// is not a cryptographic hash: identifiers crafted to collide would slow a diff, never change it,
/// since the differ compares identifiers whenever two hash values meet.
struct ASCIIIdentifierHasher {
    var state = identifierHashSeed
    /// The bytes of the block being filled, and how many it holds.
    var pendingLow: UInt64 = 0
    var pendingHigh: UInt64 = 0
    var pendingCount = 0

    mutating func combine(_ low: UInt64, _ high: UInt64) {
        state = foldedMultiply(low ^ 0xA0F6_9DE4_F8BD_E4AF, high ^ state ^ 0xE703_7ED1_A0B4_28DB)
    }

    mutating func combine(byte: UInt8) {
        let shifted = UInt64(byte) &<< UInt64(truncatingIfNeeded: (pendingCount & 7) &* 8)
        if pendingCount < 8 { pendingLow |= shifted } else { pendingHigh |= shifted }
        pendingCount &+= 1
        if pendingCount == 16 {
            combine(pendingLow, pendingHigh)
            pendingLow = 0
            pendingHigh = 0
            pendingCount = 0
        }
    }

    /// The hash value; `byteCount` (all bytes combined) tells apart strings that differ only in
    /// trailing zero bytes, which the padding of the last block would otherwise hide.
    func finalize(byteCount: Int) -> Int {
        let last = foldedMultiply(pendingLow ^ 0x8EBC_EAF0_9C88_C6E3, pendingHigh ^ state ^ UInt64(byteCount))
        return Int(truncatingIfNeeded: foldedMultiply(last, 0x5899_65CC_7537_4CC3))
    }
}

func foldedMultiply(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
    let product = lhs.multipliedFullWidth(by: rhs)
    return product.high ^ product.low
}

/// Random per process, like `Hasher`'s seed, from which it is drawn.
let identifierHashSeed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x1D_5EED)
    return UInt64(truncatingIfNeeded: hasher.finalize())
}()
