use std::time::Instant;
fn main() {
    let files: Vec<String> = glob("content");
    let t = Instant::now();
    for f in &files { let _: toml::Table = toml::from_str(f).unwrap(); }
    println!("toml Table parse of {} files: {:?}", files.len(), t.elapsed());
    let t = Instant::now();
    let lib = arbiter_quiz::content::Library::for_app(None, &[]);
    println!("for_app {:?} {}", t.elapsed(), lib.scenarios().count());
}
fn glob(dir: &str) -> Vec<String> {
    let mut out = vec![];
    for d in std::fs::read_dir(dir).unwrap() { let d = d.unwrap().path(); if d.is_dir() { for f in std::fs::read_dir(&d).unwrap() { let f = f.unwrap().path(); out.push(std::fs::read_to_string(f).unwrap()); } } }
    out
}
