// Decompiled by dxsm from cs_4_0 code.
// The registers below hold these variables (reflection data):
//
// Buffer Definitions: 
//
// cbuffer cbCS
// {
//
//   uint g_tex_width;                  // Offset:    0 Size:     4 [unused]
//   uint g_num_block_x;                // Offset:    4 Size:     4
//   uint g_format;                     // Offset:    8 Size:     4 [unused]
//   uint g_mode_id;                    // Offset:   12 Size:     4
//   uint g_start_block_id;             // Offset:   16 Size:     4
//   uint g_num_total_blocks;           // Offset:   20 Size:     4 [unused]
//
// }
//
// Resource bind info for g_InBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
// Resource bind info for g_OutBuff
// {
//
//   uint4 $Element;                    // Offset:    0 Size:    16
//
// }
//
//
// Resource Bindings:
//
// Name                                 Type  Format         Dim Slot Elements
// ------------------------------ ---------- ------- ----------- ---- --------
// g_Input                           texture  float4          2d    0        1
// g_InBuff                          texture  struct         r/o    1        1
// g_OutBuff                             UAV  struct         r/w    0        1
// cbCS                              cbuffer      NA          NA    0        1
//
cbuffer cbCS : register(b0) {
    uint g_tex_width : packoffset(c0);
    uint g_num_block_x : packoffset(c0.y);
    uint g_format : packoffset(c0.z);
    uint g_mode_id : packoffset(c0.w);
    uint g_start_block_id : packoffset(c1);
    uint g_num_total_blocks : packoffset(c1.y);
};
Texture2D<float4> g_Input : register(t0);
struct S_t1 { uint w[4]; };
StructuredBuffer<S_t1> g_InBuff : register(t1);
struct S_u0 { uint w[4]; };
RWStructuredBuffer<S_u0> g_OutBuff : register(u0);
struct S_g0 { uint w[17]; };
groupshared S_g0 g0[64];
static const uint4 icb[256] = { uint4(0x0000ccccu, 0x0000000fu, 0x00000000u, 0xf60008ccu), uint4(0x00008888u, 0x0000000fu, 0x00000000u, 0x73008cc8u), uint4(0x0000eeeeu, 0x0000000fu, 0x00000000u, 0x3310cc80u), uint4(0x0000ecc8u, 0x0000000fu, 0x00000000u, 0x00ceec00u), uint4(0x0000c880u, 0x0000000fu, 0x00000000u, 0xcc003300u), uint4(0x0000feecu, 0x0000000fu, 0x00000000u, 0xcc0000ccu), uint4(0x0000fec8u, 0x0000000fu, 0x00000000u, 0x00ccff00u), uint4(0x0000ec80u, 0x0000000fu, 0x00000000u, 0x3300ccccu), uint4(0x0000c800u, 0x0000000fu, 0x00000000u, 0xf0000f00u), uint4(0x0000ffecu, 0x0000000fu, 0x00000000u, 0xf0000ff0u), uint4(0x0000fe80u, 0x0000000fu, 0x00000000u, 0xff0000f0u), uint4(0x0000e800u, 0x0000000fu, 0x00000000u, 0x88884444u), uint4(0x0000ffe8u, 0x0000000fu, 0x00000000u, 0x88886666u), uint4(0x0000ff00u, 0x0000000fu, 0x00000000u, 0xcccc2222u), uint4(0x0000fff0u, 0x0000000fu, 0x00000000u, 0xec80136cu), uint4(0x0000f000u, 0x0000000fu, 0x00000000u, 0x7310008cu), uint4(0x0000f710u, 0x0000000fu, 0x00000000u, 0xc80036c8u), uint4(0x0000008eu, 0x00000002u, 0x00000000u, 0x310008ceu), uint4(0x00007100u, 0x00000008u, 0x00000000u, 0xccc03330u), uint4(0x000008ceu, 0x00000002u, 0x00000000u, 0x0cccf000u), uint4(0x0000008cu, 0x00000002u, 0x00000000u, 0xee0000eeu), uint4(0x00007310u, 0x00000008u, 0x00000000u, 0x77008888u), uint4(0x00003100u, 0x00000008u, 0x00000000u, 0xcc0022c0u), uint4(0x00008cceu, 0x0000000fu, 0x00000000u, 0x33004430u), uint4(0x0000088cu, 0x00000002u, 0x00000000u, 0x00cc0c22u), uint4(0x00003110u, 0x00000008u, 0x00000000u, 0xfc880344u), uint4(0x00006666u, 0x00000002u, 0x00000000u, 0x06606996u), uint4(0x0000366cu, 0x00000002u, 0x00000000u, 0x66009960u), uint4(0x000017e8u, 0x00000008u, 0x00000000u, 0xc88c0330u), uint4(0x00000ff0u, 0x00000008u, 0x00000000u, 0xf9000066u), uint4(0x0000718eu, 0x00000002u, 0x00000000u, 0x0cc0c22cu), uint4(0x0000399cu, 0x00000002u, 0x00000000u, 0x73108c00u), uint4(0x0000aaaau, 0x0000000fu, 0x00000000u, 0xec801300u), uint4(0x0000f0f0u, 0x0000000fu, 0x00000000u, 0x08cec400u), uint4(0x00005a5au, 0x00000006u, 0x00000000u, 0xec80004cu), uint4(0x000033ccu, 0x00000008u, 0x00000000u, 0x44442222u), uint4(0x00003c3cu, 0x00000002u, 0x00000000u, 0x0f0000f0u), uint4(0x000055aau, 0x00000008u, 0x00000000u, 0x49242492u), uint4(0x00009696u, 0x0000000fu, 0x00000000u, 0x42942942u), uint4(0x0000a55au, 0x0000000fu, 0x00000000u, 0x0c30c30cu), uint4(0x000073ceu, 0x00000002u, 0x00000000u, 0x03c0c03cu), uint4(0x000013c8u, 0x00000008u, 0x00000000u, 0xff0000aau), uint4(0x0000324cu, 0x00000002u, 0x00000000u, 0x5500aa00u), uint4(0x00003bdcu, 0x00000002u, 0x00000000u, 0xcccc3030u), uint4(0x00006996u, 0x00000002u, 0x00000000u, 0x0c0cc0c0u), uint4(0x0000c33cu, 0x0000000fu, 0x00000000u, 0x66669090u), uint4(0x00009966u, 0x0000000fu, 0x00000000u, 0x0ff0a00au), uint4(0x00000660u, 0x00000006u, 0x00000000u, 0x5550aaa0u), uint4(0x00000272u, 0x00000006u, 0x00000000u, 0xf0000aaau), uint4(0x000004e4u, 0x00000002u, 0x00000000u, 0x0e0ee0e0u), uint4(0x00004e40u, 0x00000006u, 0x00000000u, 0x88887070u), uint4(0x00002720u, 0x00000008u, 0x00000000u, 0x99906660u), uint4(0x0000c936u, 0x0000000fu, 0x00000000u, 0xe00e0ee0u), uint4(0x0000936cu, 0x0000000fu, 0x00000000u, 0x88880770u), uint4(0x000039c6u, 0x00000002u, 0x00000000u, 0xf0000666u), uint4(0x0000639cu, 0x00000002u, 0x00000000u, 0x99006600u), uint4(0x00009336u, 0x0000000fu, 0x00000000u, 0xff000066u), uint4(0x00009cc6u, 0x0000000fu, 0x00000000u, 0xc00c0cc0u), uint4(0x0000817eu, 0x0000000fu, 0x00000000u, 0xcccc0330u), uint4(0x0000e718u, 0x0000000fu, 0x00000000u, 0x90006000u), uint4(0x0000ccf0u, 0x0000000fu, 0x00000000u, 0x08088080u), uint4(0x00000fccu, 0x00000002u, 0x00000000u, 0xeeee1010u), uint4(0x00007744u, 0x00000002u, 0x00000000u, 0xfff0000au), uint4(0x0000ee22u, 0x0000000fu, 0x00000000u, 0x731008ceu), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x00000000u, 0x00000003u, 0x00000008u, 0x00000004u), uint4(0x00000000u, 0x0000000fu, 0x00000008u, 0x00000009u), uint4(0x00000001u, 0x0000000fu, 0x00000003u, 0x0000000du), uint4(0x00000001u, 0x00000008u, 0x0000000fu, 0x00000011u), uint4(0x00000001u, 0x00000003u, 0x0000000fu, 0x00000015u), uint4(0x00000001u, 0x0000000fu, 0x00000003u, 0x0000001au), uint4(0x00000002u, 0x0000000fu, 0x00000008u, 0x0000001eu), uint4(0x00000002u, 0x00000008u, 0x0000000fu, 0x00000022u), uint4(0x00000002u, 0x00000008u, 0x0000000fu, 0x00000026u), uint4(0x00000002u, 0x00000006u, 0x0000000fu, 0x0000002bu), uint4(0x00000002u, 0x00000006u, 0x0000000fu, 0x0000002fu), uint4(0x00000003u, 0x00000006u, 0x0000000fu, 0x00000033u), uint4(0x00000003u, 0x00000005u, 0x0000000fu, 0x00000037u), uint4(0x00000003u, 0x00000003u, 0x0000000fu, 0x0000003cu), uint4(0x00000003u, 0x00000003u, 0x00000008u, 0x00000040u), uint4(0x00000004u, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x00000004u, 0x00000003u, 0x00000008u, 0x00000009u), uint4(0x00000004u, 0x00000008u, 0x0000000fu, 0x00000012u), uint4(0x00000004u, 0x0000000fu, 0x00000003u, 0x0000001bu), uint4(0x00000005u, 0x00000003u, 0x0000000fu, 0x00000025u), uint4(0x00000005u, 0x00000003u, 0x00000008u, 0x0000002eu), uint4(0x00000005u, 0x00000006u, 0x0000000fu, 0x00000037u), uint4(0x00000005u, 0x0000000au, 0x00000008u, 0x00000040u), uint4(0x00000006u, 0x00000005u, 0x00000003u, 0x00000000u), uint4(0x00000006u, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x00000006u, 0x00000008u, 0x00000006u, 0x00000000u), uint4(0x00000006u, 0x00000006u, 0x0000000au, 0x00000000u), uint4(0x00000006u, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x00000007u, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x00000007u, 0x0000000fu, 0x0000000au, 0x00000000u), uint4(0x00000007u, 0x0000000fu, 0x00000008u, 0x00000000u), uint4(0x00000007u, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x00000008u, 0x0000000fu, 0x00000003u, 0x00000015u), uint4(0x00000008u, 0x00000003u, 0x0000000fu, 0x0000002bu), uint4(0x00000008u, 0x00000005u, 0x0000000au, 0x00000040u), uint4(0x00000008u, 0x00000006u, 0x0000000au, 0x00000000u), uint4(0x00000009u, 0x0000000au, 0x00000008u, 0x00000000u), uint4(0x00000009u, 0x00000008u, 0x00000009u, 0x00000000u), uint4(0x00000009u, 0x0000000fu, 0x0000000au, 0x00000000u), uint4(0x00000009u, 0x0000000fu, 0x00000006u, 0x00000000u), uint4(0x0000000au, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x00000008u, 0x00000000u), uint4(0x0000000au, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x00000003u, 0x00000000u), uint4(0x0000000au, 0x0000000fu, 0x00000006u, 0x00000000u), uint4(0x0000000bu, 0x0000000fu, 0x00000006u, 0x00000000u), uint4(0x0000000bu, 0x0000000fu, 0x00000008u, 0x00000000u), uint4(0x0000000bu, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x0000000bu, 0x0000000fu, 0x00000003u, 0x00000000u), uint4(0x0000000cu, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000cu, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000cu, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000cu, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x0000000du, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000du, 0x0000000au, 0x0000000fu, 0x00000000u), uint4(0x0000000du, 0x00000005u, 0x0000000fu, 0x00000000u), uint4(0x0000000du, 0x0000000au, 0x0000000fu, 0x00000000u), uint4(0x0000000eu, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x0000000eu, 0x0000000du, 0x0000000fu, 0x00000000u), uint4(0x0000000eu, 0x0000000fu, 0x00000003u, 0x00000000u), uint4(0x0000000eu, 0x0000000cu, 0x0000000fu, 0x00000000u), uint4(0x0000000fu, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x0000000fu, 0x00000003u, 0x00000008u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000004u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000005u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000006u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000007u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000001u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000002u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000003u, 0x00000000u, 0x00000000u, 0x00000000u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise int4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise int4 r4 = 0;
    precise int4 r5 = 0;
    precise int4 r6 = 0;
    precise uint4 r7 = 0;
    precise int4 r8 = 0;
    precise int4 r9 = 0;
    precise uint4 r10 = 0;
    precise int4 r11 = 0;
    precise uint4 r12 = 0;
    precise uint4 r13 = 0;
    precise uint4 x0[8] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    r0.x = asint(vThreadGroupID.x) + asint(g_start_block_id);
    r1.xyzw = (vThreadIDInGroupFlattened.xxxx < uint4(0x00000010u, 0x00000020u, 0x00000008u, 0x00000004u)) ? 0xffffffffu : 0u;
    if (r1.x != 0u) {
        {
            uint p0 = asuint(r0.x) / g_num_block_x;
            r0.y = asint(p0);
        }
        r0.z = ((-r0.y) * asint(g_num_block_x) + r0.x) << (0x00000002u & 31u);
        r0.y = r0.y << (0x00000002u & 31u);
        r0.w = asint(vThreadIDInGroupFlattened.x) & 3;
        r2.x = asuint(r0.w + r0.z);
        r0.z = asint(vThreadIDInGroupFlattened.x >> (0x00000002u & 31u));
        r2.y = asuint(r0.z + r0.y);
        r2.zw = uint2(0x00000000u, 0x00000000u);
        r2.xyzw = min((uint4)((g_Input.Load(asint(r2.xyz))).xyzw * float4(255.0f, 255.0f, 255.0f, 255.0f)), uint4(0x000000ffu, 0x000000ffu, 0x000000ffu, 0x000000ffu));
        g0[vThreadIDInGroupFlattened.x].w[0] = r2.x;
        g0[vThreadIDInGroupFlattened.x].w[1] = r2.y;
        g0[vThreadIDInGroupFlattened.x].w[2] = r2.z;
        g0[vThreadIDInGroupFlattened.x].w[3] = r2.w;
    }
    GroupMemoryBarrierWithGroupSync();
    x0[0].x = 0xffffffffu;
    x0[1].x = 0xffffffffu;
    x0[2].x = 0xffffffffu;
    x0[3].x = 0xffffffffu;
    x0[0].y = 0x00000000u;
    x0[1].y = 0x00000000u;
    x0[2].y = 0x00000000u;
    x0[3].y = 0x00000000u;
    x0[4].x = 0xffffffffu;
    x0[5].x = 0xffffffffu;
    x0[6].x = 0xffffffffu;
    x0[7].x = 0xffffffffu;
    x0[4].y = 0x00000000u;
    x0[5].y = 0x00000000u;
    x0[6].y = 0x00000000u;
    x0[7].y = 0x00000000u;
    r0.y = 0;
    [loop] while (true) {
        if (asuint(r0.y) >= 0x00000010u) { break; }
        r2.xyzw = uint4(g0[asuint(r0.y)].w[0], g0[asuint(r0.y)].w[1], g0[asuint(r0.y)].w[2], g0[asuint(r0.y)].w[3]);
        r0.z = asint(vThreadIDInGroupFlattened.x);
        if ((asint((icb[asuint(r0.z)].x >> (asuint(r0.y) & 31u))) & 1) == 1) {
            r3.x = x0[4].x;
            r3.y = x0[5].x;
            r3.z = x0[6].x;
            r3.w = x0[7].x;
            r3.xyzw = min(r2.xyzw, r3.xyzw);
            x0[4].x = r3.x;
            x0[5].x = r3.y;
            x0[6].x = r3.z;
            x0[7].x = r3.w;
            r3.x = x0[4].y;
            r3.y = x0[5].y;
            r3.z = x0[6].y;
            r3.w = x0[7].y;
            r3.xyzw = max(r2.xyzw, r3.xyzw);
            x0[4].y = r3.x;
            x0[5].y = r3.y;
            x0[6].y = r3.z;
            x0[7].y = r3.w;
        } else {
            r3.x = x0[0].x;
            r3.y = x0[1].x;
            r3.z = x0[2].x;
            r3.w = x0[3].x;
            r3.xyzw = min(r2.xyzw, r3.xyzw);
            x0[0].x = r3.x;
            x0[1].x = r3.y;
            x0[2].x = r3.z;
            x0[3].x = r3.w;
            r3.x = x0[0].y;
            r3.y = x0[1].y;
            r3.z = x0[2].y;
            r3.w = x0[3].y;
            r2.xyzw = max(r2.xyzw, r3.xyzw);
            x0[0].y = r2.x;
            x0[1].y = r2.y;
            x0[2].y = r2.z;
            x0[3].y = r2.w;
        }
        r0.y = r0.y + 1;
    }
    r0.yz = asint((asint(g_mode_id.xx) == int2(1, 7)) ? 0xffffffffu : 0u);
    if (r0.y != 0) {
        r2.x = x0[0].x;
        r2.y = x0[1].x;
        r2.z = x0[2].x;
        r3.x = x0[0].y;
        r3.y = x0[1].y;
        r3.z = x0[2].y;
        r4.xyz = (asint(r2.xyz) & int3(3, 3, 3)) + (asint(r3.xyz) & int3(3, 3, 3));
        r0.y = (r4.z + r4.y) + r4.x;
        {
            uint p0 = asuint(r0.y) / 0x00000006u;
            r0.y = asint(p0);
        }
        r0.y = r0.y & 2;
        r2.xzw = asuint(r0.yyy + (asint(r2.xyz) & int3(252, 252, 252)).zxy);
        r3.xyz = asuint(r0.yyy + (asint(r3.xyz) & int3(252, 252, 252)).yxz);
        r2.y = r3.z;
        r3.w = r2.w;
        r0.yw = asint(r3.wx);
        r3.x = r2.z;
        r4.x = asint(x0[4].x);
        r4.y = asint(x0[5].x);
        r4.z = asint(x0[6].x);
        r5.x = asint(x0[4].y);
        r5.y = asint(x0[5].y);
        r5.z = asint(x0[6].y);
        r6.xyz = (r4.xyz & int3(3, 3, 3)) + (r5.xyz & int3(3, 3, 3));
        r4.w = (r6.z + r6.y) + r6.x;
        {
            uint p0 = asuint(r4.w) / 0x00000006u;
            r4.w = asint(p0);
        }
        r4.xyzw = r4.xyzw & int4(252, 252, 252, 2);
        r6.xzw = r4.www + r4.zxy;
        r4.xyz = r5.xyz & int3(252, 252, 252);
        r4.xyz = r4.www + r4.yxz;
        r6.y = r4.z;
        r4.w = r6.w;
        r5.xy = r4.wx;
        r4.x = r6.z;
    } else {
        r5.z = asint((asint(g_mode_id) == 3) ? 0xffffffffu : 0u);
        if (r5.z != 0) {
            r7.x = x0[0].x;
            r7.y = x0[1].x;
            r7.z = x0[2].x;
            r8.x = asint(x0[0].y);
            r8.y = asint(x0[1].y);
            r8.z = asint(x0[2].y);
            r9.xyz = asint(r7.xyz) & int3(1, 1, 1);
            r5.w = (r9.z + r9.y) + r9.x;
            {
                uint p0 = asuint(r5.w) / 0x00000003u;
                r5.w = asint(p0);
            }
            r2.xzw = asuint(r5.www + (asint(r7.xyz) & int3(254, 254, 254)).zxy);
            r7.xyz = asuint(r8.xyz & int3(1, 1, 1));
            r5.w = (asint(r7.z) + asint(r7.y)) + asint(r7.x);
            {
                uint p0 = asuint(r5.w) / 0x00000003u;
                r5.w = asint(p0);
            }
            r3.xyz = asuint(r5.www + (r8.xyz & int3(254, 254, 254)).yxz);
            r2.y = r3.z;
            r3.w = r2.w;
            r0.yw = asint(r3.wx);
            r3.x = r2.z;
        } else {
            r7.x = x0[0].x;
            r7.y = x0[1].x;
            r7.z = x0[2].x;
            r7.w = x0[3].x;
            r8.x = asint(x0[0].y);
            r8.y = asint(x0[1].y);
            r8.z = asint(x0[2].y);
            r8.w = asint(x0[3].y);
            r9.xyzw = asint(r7.xyzw) & int4(7, 7, 7, 7);
            r7.xyzw = asuint((asint((asuint(((r9.w + (r9.z + r9.y)) + r9.x)) >> (0x00000002u & 31u))) & 4).xxxx + (asint(r7.xyzw) & int4(248, 248, 248, 248)));
            r9.xyzw = r8.xyzw & int4(7, 7, 7, 7);
            r3.xyzw = asuint((asint((asuint(((r9.w + (r9.z + r9.y)) + r9.x)) >> (0x00000002u & 31u))) & 4).xxxx + (r8.xyzw & int4(248, 248, 248, 248)).yxzw);
            x0[3].x = r7.w;
            x0[3].y = r3.w;
            r2.x = r7.z;
            r2.y = r3.z;
            r0.y = asint(r7.y);
            r0.w = asint(r3.x);
            r3.x = r7.x;
        }
        if (r5.z != 0) {
            r7.x = x0[4].x;
            r7.y = x0[5].x;
            r7.z = x0[6].x;
            r8.x = asint(x0[4].y);
            r8.y = asint(x0[5].y);
            r8.z = asint(x0[6].y);
            r9.xyz = asint(r7.xyz) & int3(1, 1, 1);
            r2.z = asuint((r9.z + r9.y) + r9.x);
            {
                uint p0 = r2.z / 0x00000003u;
                r2.z = p0;
            }
            r6.xzw = asint(r2.zzz) + (asint(r7.xyz) & int3(254, 254, 254)).zxy;
            r7.xyz = asuint(r8.xyz & int3(1, 1, 1));
            r2.z = asuint((asint(r7.z) + asint(r7.y)) + asint(r7.x));
            {
                uint p0 = r2.z / 0x00000003u;
                r2.z = p0;
            }
            r4.xyz = asint(r2.zzz) + (r8.xyz & int3(254, 254, 254)).yxz;
            r6.y = r4.z;
            r4.w = r6.w;
            r5.xy = r4.wx;
            r4.x = r6.z;
        } else {
            r7.x = x0[4].x;
            r7.y = x0[5].x;
            r7.z = x0[6].x;
            r7.w = x0[7].x;
            r8.x = asint(x0[4].y);
            r8.y = asint(x0[5].y);
            r8.z = asint(x0[6].y);
            r8.w = asint(x0[7].y);
            r9.xyzw = asint(r7.xyzw) & int4(7, 7, 7, 7);
            r7.xyzw = asuint((asint((asuint(((r9.w + (r9.z + r9.y)) + r9.x)) >> (0x00000002u & 31u))) & 4).xxxx + (asint(r7.xyzw) & int4(248, 248, 248, 248)));
            r9.xyzw = r8.xyzw & int4(7, 7, 7, 7);
            r4.xyzw = (asint((asuint(((r9.w + (r9.z + r9.y)) + r9.x)) >> (0x00000002u & 31u))) & 4).xxxx + (r8.xyzw & int4(248, 248, 248, 248)).yxzw;
            x0[7].x = r7.w;
            x0[7].y = asuint(r4.w);
            r6.x = asint(r7.z);
            r6.y = r4.z;
            r5.x = asint(r7.y);
            r5.y = r4.x;
            r4.x = asint(r7.x);
        }
    }
    r7.w = x0[3].y;
    r2.z = x0[3].x;
    r8.x = -asint(r3.x);
    r8.y = -r0.y;
    r8.zw = -asint(r2.xz);
    r7.x = r3.y;
    r7.y = asuint(r0.w);
    r7.z = r2.y;
    r9.xyzw = asint(r7.xyzw) + r8.xyzw;
    r10.w = x0[7].y;
    r2.w = x0[7].x;
    r11.x = -r4.x;
    r11.y = -r5.x;
    r11.z = -r6.x;
    r11.w = -asint(r2.w);
    r10.x = asuint(r4.y);
    r10.y = asuint(r5.y);
    r10.z = asuint(r6.y);
    r12.xyzw = asuint(asint(r10.xyzw) + r11.xyzw);
    r3.zw = (asint(g_mode_id.xx) != int2(7, 1)) ? 0xffffffffu : 0u;
    r12.w = (r3.z != 0u) ? 0x00000000u : r12.w;
    r9.w = (r3.z != 0u) ? 0 : r9.w;
    {
        int2 p0 = r9.xy * r9.xy;
        r4.zw = p0;
    }
    r4.z = r9.w * r9.w + (r9.z * r9.z + (r4.w + r4.z));
    {
        int2 p0 = asint(r12.xy) * asint(r12.xy);
        r5.zw = p0;
    }
    r4.w = asint(r12.w) * asint(r12.w) + (asint(r12.z) * asint(r12.z) + (r5.w + r5.z));
    r13.xyzw = uint4(g0[0x00000000u].w[0], g0[0x00000000u].w[1], g0[0x00000000u].w[2], g0[0x00000000u].w[3]);
    r8.xyzw = r8.xyzw + asint(r13.xyzw);
    {
        int2 p0 = r8.xy * r9.xy;
        r5.zw = p0;
    }
    r5.z = r9.w * r8.w + (r9.z * r8.z + (r5.w + r5.z));
    r5.w = asint(((0 < r4.z) ? 0xffffffffu : 0u)) & asint(((0 < r5.z) ? 0xffffffffu : 0u));
    r5.z = asint((asuint((r4.z << (0x00000005u & 31u))) < (uint)((float)r5.z * 63.49999f)) ? 0xffffffffu : 0u);
    r5.z = r5.z & r5.w;
    r8.xyzw = (asuint(r5.zzzz) != 0u) ? (-r9.xyzw) : r9.xyzw;
    r3.xy = (asuint(r5.zz) != 0u) ? r3.yx : r3.xy;
    x0[0].x = r3.x;
    r0.yw = (asuint(r5.zz) != 0u) ? r0.wy : r0.yw;
    x0[1].x = asuint(r0.y);
    r2.xy = (asuint(r5.zz) != 0u) ? r2.yx : r2.xy;
    x0[2].x = r2.x;
    r5.w = (asuint(r5.z) != 0u) ? asint(r7.w) : asint(r2.z);
    x0[3].x = asuint(r5.w);
    x0[0].y = r3.y;
    x0[1].y = asuint(r0.w);
    x0[2].y = r2.y;
    x0[3].y = asuint(((asuint(r5.z) != 0u) ? asint(r2.z) : asint(r7.w)));
    r0.w = asint(vThreadIDInGroupFlattened.x);
    r2.y = icb[asuint(r0.w)].y;
    r7.xyzw = uint4(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2], g0[r2.y].w[3]);
    r7.xyzw = asuint(r11.xyzw + asint(r7.xyzw));
    {
        int2 p0 = asint(r7.xy) * asint(r12.xy);
        r2.yz = asuint(p0);
    }
    r2.y = asuint(asint(r12.w) * asint(r7.w) + (asint(r12.z) * asint(r7.z) + (asint(r2.z) + asint(r2.y))));
    r2.z = asuint(asint(((0 < r4.w) ? 0xffffffffu : 0u)) & asint(((0 < asint(r2.y)) ? 0xffffffffu : 0u)));
    r2.y = (asuint((r4.w << (0x00000005u & 31u))) < (uint)((float)asint(r2.y) * 63.49999f)) ? 0xffffffffu : 0u;
    r2.y = asuint(asint(r2.y) & asint(r2.z));
    r7.xyzw = (r2.yyyy != 0u) ? asuint((-asint(r12.xyzw))) : r12.xyzw;
    r4.xy = (r2.yy != 0u) ? r4.yx : r4.xy;
    x0[4].x = asuint(r4.x);
    r5.xy = (r2.yy != 0u) ? r5.yx : r5.xy;
    x0[5].x = asuint(r5.x);
    r6.xy = (r2.yy != 0u) ? r6.yx : r6.xy;
    x0[6].x = asuint(r6.x);
    r2.z = (r2.y != 0u) ? r10.w : r2.w;
    x0[7].x = r2.z;
    x0[4].y = asuint(r4.y);
    x0[5].y = asuint(r5.y);
    x0[6].y = asuint(r6.y);
    x0[7].y = ((r2.y != 0u) ? r2.w : r10.w);
    r9.x = -r4.x;
    r9.y = -r5.x;
    r9.z = -r6.x;
    r9.w = -asint(r2.z);
    r2.y = (0 >= r4.w) ? 0xffffffffu : 0u;
    r6.x = -asint(r3.x);
    r6.y = -r0.y;
    r6.z = -asint(r2.x);
    r6.w = -r5.w;
    r0.y = asint((0 >= r4.z) ? 0xffffffffu : 0u);
    r2.xz = asuint((float2)r4.zw);
    r3.xyw = (r3.www != 0u) ? uint3(0x00000080u, 0x00000003u, 0x00000020u) : uint3(0x00000040u, 0x00000007u, 0x00000010u);
    r5.xy = int2(0, 0);
    [loop] while (true) {
        if (asuint(r5.y) >= 0x00000010u) { break; }
        r2.w = asuint(asint((icb[asuint(r0.w)].x >> (asuint(r5.y) & 31u))) & 1);
        if (asint(r2.w) == 1) {
            r10.xyzw = uint4(g0[asuint(r5.y)].w[0], g0[asuint(r5.y)].w[1], g0[asuint(r5.y)].w[2], g0[asuint(r5.y)].w[3]);
            r10.xyzw = asuint(r9.xyzw + asint(r10.xyzw));
            {
                int2 p0 = asint(r7.xy) * asint(r10.xy);
                r4.xy = p0;
            }
            r4.x = asint(r7.w) * asint(r10.w) + (asint(r7.z) * asint(r10.z) + (r4.y + r4.x));
            r4.y = asint(r2.y) | asint(((0 >= r4.x) ? 0xffffffffu : 0u));
            r5.w = asint((r4.x < r4.w) ? 0xffffffffu : 0u);
            r4.x = asint(r3.x) + asint((uint)(((float)r4.x * 63.49999f) / asfloat(r2.z)));
            r4.x = (asuint(r5.w) != 0u) ? asint(icb[asuint(r4.x) + 64].x) : asint(r3.y);
            r4.x = (asuint(r4.y) != 0u) ? 0 : r4.x;
        } else {
            r10.xyzw = uint4(g0[asuint(r5.y)].w[0], g0[asuint(r5.y)].w[1], g0[asuint(r5.y)].w[2], g0[asuint(r5.y)].w[3]);
            r10.xyzw = asuint(r6.xyzw + asint(r10.xyzw));
            {
                int2 p0 = r8.xy * asint(r10.xy);
                r10.xy = asuint(p0);
            }
            r4.y = r8.w * asint(r10.w) + (r8.z * asint(r10.z) + (asint(r10.y) + asint(r10.x)));
            r5.w = r0.y | asint(((0 >= r4.y) ? 0xffffffffu : 0u));
            r10.x = (r4.y < r4.z) ? 0xffffffffu : 0u;
            r4.y = asint(r3.x) + asint((uint)(((float)r4.y * 63.49999f) / asfloat(r2.x)));
            r4.x = (asuint(r5.w) != 0u) ? 0 : ((r10.x != 0u) ? asint(icb[asuint(r4.y) + 64].x) : asint(r3.y));
        }
        r10.yz = asuint(r5.yy + int2(15, 1));
        r2.w = (asuint(r0.z) != 0u) ? r2.w : asuint(((asint((icb[asuint(r0.w)].w >> (r10.y & 31u))) & 2) + (asint((icb[asuint(r0.w)].w >> (asuint(r5.y) & 31u))) & 1)));
        r4.x = asint(r3.w) + r4.x;
        r2.w = asuint(asint(r2.w) << (0x00000002u & 31u));
        r11.x = asint(x0[r2.w].x);
        r11.y = asint(x0[r2.w + 1].x);
        r11.z = asint(x0[r2.w + 2].x);
        r11.w = asint(x0[r2.w + 3].x);
        r12.x = x0[r2.w].y;
        r12.y = x0[r2.w + 1].y;
        r12.z = x0[r2.w + 2].y;
        r12.w = x0[r2.w + 3].y;
        {
            int4 p0 = asint(r12.xyzw) * asint(icb[asuint(r4.x) + 64].wwww);
            r12.xyzw = asuint(p0);
        }
        r11.xyzw = asint(asuint((((64 + (-asint(icb[asuint(r4.x) + 64].w))).xxxx * r11.xyzw + asint(r12.xyzw)) + int4(32, 32, 32, 32))) >> (uint4(0x00000006u, 0x00000006u, 0x00000006u, 0x00000006u) & 31u));
        r12.xyzw = uint4(g0[asuint(r5.y)].w[0], g0[asuint(r5.y)].w[1], g0[asuint(r5.y)].w[2], g0[asuint(r5.y)].w[3]);
        r11.xyzw = r11.xyzw + (-asint(r12.xyzw));
        r2.w = (r3.z != 0u) ? 0x00000000u : asuint(r11.w);
        {
            int2 p0 = r11.xy * r11.xy;
            r4.xy = p0;
        }
        r10.x = asuint((asint(r2.w) * asint(r2.w) + (r11.z * r11.z + (r4.y + r4.x))) + r5.x);
        r5.xy = asint(r10.xz);
    }
    r5.y = asint(g_mode_id);
    r5.z = asint(vThreadIDInGroupFlattened.x);
    g0[vThreadIDInGroupFlattened.x].w[4] = asuint(r5.x);
    g0[vThreadIDInGroupFlattened.x].w[5] = asuint(r5.y);
    g0[vThreadIDInGroupFlattened.x].w[6] = asuint(r5.z);
    GroupMemoryBarrierWithGroupSync();
    if (r1.y != 0u) {
        r0.y = asint(vThreadIDInGroupFlattened.x) + 32;
        r2.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r2.y < asuint(r5.x)) {
            r2.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r2.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r2.w;
        }
    }
    if (r1.x != 0u) {
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 16;
        r3.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r3.y < r2.x) {
            r3.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r3.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r3.w;
        }
    }
    if (r1.z != 0u) {
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 8;
        r3.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r3.y < r2.x) {
            r3.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r3.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r3.w;
        }
    }
    if (r1.w != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 4;
        r2.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r2.y < r1.x) {
            r2.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r2.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r2.w;
        }
    }
    r0.yz = asint((vThreadIDInGroupFlattened.xx < uint2(0x00000002u, 0x00000001u)) ? 0xffffffffu : 0u);
    if (r0.y != 0) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 2;
        r2.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r2.y < r1.x) {
            r2.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r2.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r2.w;
        }
    }
    if (r0.z != 0) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asint(vThreadIDInGroupFlattened.x) + 1;
        r2.yzw = uint3(g0[asuint(r0.y)].w[4], g0[asuint(r0.y)].w[5], g0[asuint(r0.y)].w[6]);
        if (r2.y < r1.x) {
            r2.x = g0[asuint(r0.y)].w[4];
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[5] = r2.z;
            g0[vThreadIDInGroupFlattened.x].w[6] = r2.w;
        }
        r1.x = g_InBuff[asuint(r0.x)].w[0];
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        if (r2.x < r1.x) {
            r1.xyz = uint3(g0[vThreadIDInGroupFlattened.x].w[4], g0[vThreadIDInGroupFlattened.x].w[5], g0[vThreadIDInGroupFlattened.x].w[6]);
            r1.w = 0x00000000u;
        } else {
            r1.xyzw = uint4(g_InBuff[asuint(r0.x)].w[0], g_InBuff[asuint(r0.x)].w[1], g_InBuff[asuint(r0.x)].w[2], g_InBuff[asuint(r0.x)].w[3]);
        }
        g_OutBuff[asuint(r0.x)].w[0] = r1.x;
        g_OutBuff[asuint(r0.x)].w[1] = r1.y;
        g_OutBuff[asuint(r0.x)].w[2] = r1.z;
        g_OutBuff[asuint(r0.x)].w[3] = r1.w;
    }
    {
        return output;
    }
}
