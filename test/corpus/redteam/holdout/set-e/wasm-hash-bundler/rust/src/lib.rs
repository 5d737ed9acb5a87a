//! xxHash64 exported to WebAssembly with a tiny bump allocator. No imports.
const P1: u64 = 0x9E3779B185EBCA87;
const P2: u64 = 0xC2B2AE3D27D4EB4F;
const P3: u64 = 0x165667B19E3779F9;
const P4: u64 = 0x85EBCA77C2B2AE63;
const P5: u64 = 0x27D4EB2F165667C5;

#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::with_capacity(len);
    let p = v.as_mut_ptr();
    core::mem::forget(v);
    p
}

#[no_mangle]
pub unsafe extern "C" fn dealloc(p: *mut u8, len: usize) {
    drop(Vec::from_raw_parts(p, 0, len));
}

fn round(acc: u64, v: u64) -> u64 {
    acc.wrapping_add(v.wrapping_mul(P2)).rotate_left(31).wrapping_mul(P1)
}

fn merge(acc: u64, v: u64) -> u64 {
    (acc ^ round(0, v)).wrapping_mul(P1).wrapping_add(P4)
}

#[no_mangle]
pub unsafe extern "C" fn xxh64(p: *const u8, len: usize, seed: u64) -> u64 {
    let d = core::slice::from_raw_parts(p, len);
    let rd64 = |i: usize| u64::from_le_bytes(d[i..i + 8].try_into().unwrap());
    let rd32 = |i: usize| u32::from_le_bytes(d[i..i + 4].try_into().unwrap()) as u64;
    let mut i = 0;
    let mut h = if len >= 32 {
        let (mut v1, mut v2, mut v3, mut v4) =
            (seed.wrapping_add(P1).wrapping_add(P2), seed.wrapping_add(P2), seed, seed.wrapping_sub(P1));
        while i + 32 <= len {
            v1 = round(v1, rd64(i)); v2 = round(v2, rd64(i + 8));
            v3 = round(v3, rd64(i + 16)); v4 = round(v4, rd64(i + 24));
            i += 32;
        }
        let mut h = v1.rotate_left(1).wrapping_add(v2.rotate_left(7)).wrapping_add(v3.rotate_left(12)).wrapping_add(v4.rotate_left(18));
        h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); merge(h, v4)
    } else {
        seed.wrapping_add(P5)
    };
    h = h.wrapping_add(len as u64);
    while i + 8 <= len { h = (h ^ round(0, rd64(i))).rotate_left(27).wrapping_mul(P1).wrapping_add(P4); i += 8; }
    if i + 4 <= len { h = (h ^ rd32(i).wrapping_mul(P1)).rotate_left(23).wrapping_mul(P2).wrapping_add(P3); i += 4; }
    while i < len { h = (h ^ (d[i] as u64).wrapping_mul(P5)).rotate_left(11).wrapping_mul(P1); i += 1; }
    h ^= h >> 33; h = h.wrapping_mul(P2); h ^= h >> 29; h = h.wrapping_mul(P3); h ^ (h >> 32)
}
