//! Mutations of a seed input, from one random generator so that an input is reproduced from
//! its seed alone: at the byte level (flips, inserts, deletions, splices from other seeds),
//! at the token level (numbers, keys and words, quoted strings, each swapped for one from the
//! dictionary or bent out of shape) and at the line level (the TOML structure: lines and
//! table headers dropped, doubled, swapped or borrowed from another file).

use rand::{Rng, RngExt};

/// The longest input made: parsers see whole files, not megabytes.
const MAX_LEN: usize = 64 * 1024;

/// Bytes that mean something to one of the formats.
const BYTES: &[u8] = b"\0\xff\x80\xc3\"'\\\n\r\t []{}=,:./+-d#0159eE_ ";

/// Numbers at the edges: of the clock's and controls' bounds, of the integer types, of time.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "9",
    "10",
    "59",
    "60",
    "61",
    "99",
    "100",
    "101",
    "255",
    "256",
    "500",
    "501",
    "600",
    "601",
    "1440",
    "1441",
    "3600",
    "65535",
    "65536",
    "86400",
    "86401",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "307445734561825861",
    "5124095576030431",
    "18446744073709552",
    "253402300799",
    "253402300800",
    "999999999999999999999999999999",
    "1e9",
    "1e999",
    "-0",
    "0x10",
    "00000000000000000000001",
    "1.5",
    "nan",
    "inf",
];

/// Strings that break things in general: empty, long, odd Unicode, escapes.
const STRINGS: &[&str] = &[
    "",
    " ",
    "\\u0000",
    "\\n",
    "ʻ",
    "é",
    "中文",
    "\u{202e}",
    "\u{feff}",
    "99999999999999999999:00",
    "307445734561825861:01",
    "18446744073709551615:59:59.9",
    "24:00:00",
    "24:00:01",
    "0:00.0",
    "1:2:3:4",
    "4294967295/4294967295,1+4294967295",
    "40/90,30/60,20/30,10/10,5/5,1",
    "1441",
    "3d601",
    "0+0",
    "e8=Q",
    "e8=K",
    "O-O-O",
    "0-0",
    "Kxe1",
    "a1a8",
    "Bf1-b6",
    "h7h8q",
    "--",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "k7/8/8/8/8/8/8/K7 w - - 4294967295 4294967295",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 18446744073709551615",
];

/// What mutations draw on: the words, strings, numbers and lines of every seed, and the
/// seeds themselves for splicing.
pub struct Dictionary {
    words: Vec<String>,
    strings: Vec<String>,
    numbers: Vec<String>,
    lines: Vec<String>,
}

/// A number for `number` to put in: an edge value half the time, one of the seeds' own the
/// other half (the seeds have many more numbers than there are edges).
fn some_number(rng: &mut impl Rng, dict: &Dictionary) -> String {
    if rng.random_bool(0.5) {
        NUMBERS[below(rng, NUMBERS.len())].to_owned()
    } else {
        pick(rng, &dict.numbers).cloned().unwrap_or_default()
    }
}

impl Dictionary {
    /// The dictionary of a set of seeds, with the edge values above.
    pub fn of(seeds: &[Vec<u8>]) -> Self {
        let mut d = Self {
            words: Vec::new(),
            strings: STRINGS.iter().map(|s| (*s).to_owned()).collect(),
            numbers: Vec::new(),
            lines: Vec::new(),
        };
        for seed in seeds {
            let text = String::from_utf8_lossy(seed);
            for token in tokens(seed) {
                let piece = String::from_utf8_lossy(&seed[token.start..token.end]).into_owned();
                match token.kind {
                    Kind::Number => d.numbers.push(piece),
                    Kind::Word => d.words.push(piece),
                    Kind::Str => d.strings.push(piece),
                    Kind::Other => {}
                }
            }
            d.lines.extend(text.lines().map(str::to_owned));
        }
        for list in [&mut d.words, &mut d.strings, &mut d.numbers, &mut d.lines] {
            list.sort();
            list.dedup();
        }
        d
    }
}

/// What a token is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A run of digits.
    Number,
    /// A key or bare word: a letter or `_`, then letters, digits, `_` and `-`.
    Word,
    /// The inside of a double-quoted string on one line.
    Str,
    /// Anything else, one byte.
    Other,
}

/// A token's kind and where it stands.
#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

/// Splits bytes into tokens (a rough lexer that fits TOML, JSON, PGN, FEN and times alike).
fn tokens(bytes: &[u8]) -> Vec<Token> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        let run = |from: usize, fits: &dyn Fn(u8) -> bool| {
            bytes
                .get(from..)
                .map_or(0, |rest| rest.iter().take_while(|c| fits(**c)).count())
                .saturating_add(from)
        };
        let (kind, start, end, next) = if b.is_ascii_digit() {
            let end = run(i, &|c| c.is_ascii_digit());
            (Kind::Number, i, end, end)
        } else if b.is_ascii_alphabetic() || b == b'_' {
            let end = run(i, &|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-');
            (Kind::Word, i, end, end)
        } else if b == b'"' {
            let inside = i.saturating_add(1);
            let mut end = inside;
            while let Some(&c) = bytes.get(end) {
                if c == b'"' || c == b'\n' {
                    break;
                }
                end = end.saturating_add(if c == b'\\' { 2 } else { 1 });
            }
            let end = end.min(bytes.len());
            (Kind::Str, inside, end, end.saturating_add(1))
        } else {
            (Kind::Other, i, i.saturating_add(1), i.saturating_add(1))
        };
        out.push(Token { kind, start, end });
        i = next;
    }
    out
}

/// A random index below `len` (which must not be zero).
fn below(rng: &mut impl Rng, len: usize) -> usize {
    rng.random_range(0..len)
}

/// A random element of a non-empty list, or `None`.
fn pick<'a, T>(rng: &mut impl Rng, list: &'a [T]) -> Option<&'a T> {
    (!list.is_empty()).then(|| &list[below(rng, list.len())])
}

/// A random range of at most `max` bytes within `len` bytes.
fn range(rng: &mut impl Rng, len: usize, max: usize) -> std::ops::Range<usize> {
    if len == 0 {
        return 0..0;
    }
    let start = below(rng, len);
    let most = (len - start).min(max);
    start..start + 1 + below(rng, most)
}

/// The input made from `seed` by one to eight mutations, with `others` to splice from.
pub fn mutate(rng: &mut impl Rng, seed: &[u8], others: &[Vec<u8>], dict: &Dictionary) -> Vec<u8> {
    let mut data = seed.to_vec();
    // Mostly one or two mutations, now and then up to eight: short inputs (a clock reading)
    // stay readable often enough to reach what lies behind the parser.
    let rounds = 1 + rng.random::<u32>().trailing_zeros().min(7);
    for _ in 0..rounds {
        match below(rng, 20) {
            0 | 1 => number(rng, &mut data, dict),
            2 | 3 => word(rng, &mut data, dict),
            4 | 5 => string(rng, &mut data, dict),
            6..=8 => line(rng, &mut data, dict),
            9 => flip(rng, &mut data),
            10 | 11 => insert_bytes(rng, &mut data),
            12 => {
                let r = range(rng, data.len(), 32);
                data.drain(r);
            }
            13 => {
                let r = range(rng, data.len(), 64);
                let copy = data[r].to_vec();
                let at = below(rng, data.len() + 1);
                data.splice(at..at, copy);
            }
            14 | 15 => {
                if let Some(other) = pick(rng, others) {
                    let piece = other[range(rng, other.len(), 256)].to_vec();
                    let at = below(rng, data.len() + 1);
                    data.splice(at..at, piece);
                }
            }
            16 => {
                let at = below(rng, data.len() + 1);
                data.truncate(at);
            }
            17 => {
                // The same token twice: a key written twice, a number doubled.
                let toks = tokens(&data);
                if let Some(t) = pick(rng, &toks) {
                    let copy = data[t.start..t.end].to_vec();
                    data.splice(t.end..t.end, copy);
                }
            }
            _ => {
                if let Some(b) = data.get_mut(below(rng, seed.len().max(1))) {
                    *b = BYTES[below(rng, BYTES.len())];
                }
            }
        }
        data.truncate(MAX_LEN);
    }
    data
}

/// Replaces the token at a random place of the given kind with `make(token text)`.
fn replace_token(
    rng: &mut impl Rng,
    data: &mut Vec<u8>,
    kind: Kind,
    make: impl FnOnce(&mut dyn FnMut(usize) -> usize, &[u8]) -> Vec<u8>,
) -> bool {
    let toks: Vec<Token> = tokens(data)
        .into_iter()
        .filter(|t| t.kind == kind)
        .collect();
    let Some(t) = pick(rng, &toks).copied() else {
        return false;
    };
    let old = data[t.start..t.end].to_vec();
    let mut draw = |n: usize| below(rng, n.max(1));
    let new = make(&mut draw, &old);
    data.splice(t.start..t.end, new);
    true
}

/// A number becomes an edge value, a neighbour, a multiple, or longer.
fn number(rng: &mut impl Rng, data: &mut Vec<u8>, dict: &Dictionary) {
    let choice = below(rng, 6);
    let from_dict = some_number(rng, dict);
    replace_token(rng, data, Kind::Number, |draw, old| {
        let n: u128 = std::str::from_utf8(old)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        match choice {
            0 | 1 => from_dict.into_bytes(),
            2 => n.wrapping_add(1).to_string().into_bytes(),
            3 => n.wrapping_sub(1).to_string().into_bytes(),
            4 => n
                .wrapping_mul([60, 1000, 3600, 65_536][draw(4)])
                .to_string()
                .into_bytes(),
            _ => {
                let mut longer = old.to_vec();
                longer.extend(std::iter::repeat_n(b'9', 1 + draw(24)));
                longer
            }
        }
    });
}

/// A word becomes another word of the dictionary, or a typo of itself.
fn word(rng: &mut impl Rng, data: &mut Vec<u8>, dict: &Dictionary) {
    let choice = below(rng, 5);
    let other = pick(rng, &dict.words).cloned().unwrap_or_default();
    replace_token(rng, data, Kind::Word, |draw, old| {
        let mut w = old.to_vec();
        let at = draw(w.len());
        match choice {
            0 | 1 => other.into_bytes(),
            2 if w.len() > 1 => {
                let next = (at + 1) % w.len();
                w.swap(at, next);
                w
            }
            3 => {
                w.remove(at);
                w
            }
            _ => {
                w.insert(at, w[at]);
                w
            }
        }
    });
}

/// A string's contents become another string of the dictionary, or what is inside is bent: a
/// number in it (a clock's minutes, a FEN's move counters, a control's increment), a word in
/// it (a move, a piece), or a byte.
fn string(rng: &mut impl Rng, data: &mut Vec<u8>, dict: &Dictionary) {
    let toks: Vec<Token> = tokens(data)
        .into_iter()
        .filter(|t| t.kind == Kind::Str)
        .collect();
    let Some(t) = pick(rng, &toks).copied() else {
        return;
    };
    let mut s = data[t.start..t.end].to_vec();
    match below(rng, 7) {
        0 | 1 => {
            s = pick(rng, &dict.strings)
                .cloned()
                .unwrap_or_default()
                .into_bytes();
        }
        2 | 3 => number(rng, &mut s, dict),
        4 => word(rng, &mut s, dict),
        5 => {
            let at = below(rng, s.len() + 1);
            s.insert(at, BYTES[below(rng, BYTES.len())]);
        }
        _ => {
            if !s.is_empty() {
                let at = below(rng, s.len());
                s.remove(at);
            }
        }
    }
    data.splice(t.start..t.end, s);
}

/// A line is dropped, doubled, swapped with another, or one from another seed is put in.
fn line(rng: &mut impl Rng, data: &mut Vec<u8>, dict: &Dictionary) {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    let at = below(rng, lines.len());
    match below(rng, 4) {
        0 if lines.len() > 1 => {
            lines.remove(at);
        }
        1 => {
            let copy = lines[at].clone();
            lines.insert(at, copy);
        }
        2 => {
            let other = below(rng, lines.len());
            lines.swap(at, other);
        }
        _ => {
            if let Some(l) = pick(rng, &dict.lines) {
                lines.insert(at, l.clone());
            }
        }
    }
    *data = lines.join("\n").into_bytes();
}

/// A random bit of a random byte is flipped.
fn flip(rng: &mut impl Rng, data: &mut [u8]) {
    if data.is_empty() {
        return;
    }
    let at = below(rng, data.len());
    data[at] ^= 1 << below(rng, 8);
}

/// One to eight bytes, meaningful or random, are put in at a random place.
fn insert_bytes(rng: &mut impl Rng, data: &mut Vec<u8>) {
    let at = below(rng, data.len() + 1);
    let n = 1 + below(rng, 8);
    let bytes: Vec<u8> = (0..n)
        .map(|_| {
            if rng.random_bool(0.7) {
                BYTES[below(rng, BYTES.len())]
            } else {
                rng.random()
            }
        })
        .collect();
    data.splice(at..at, bytes);
}
