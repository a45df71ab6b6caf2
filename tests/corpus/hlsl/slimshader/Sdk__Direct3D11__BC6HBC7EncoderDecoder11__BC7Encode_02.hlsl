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
static const uint4 icb[192] = { uint4(0xf60008ccu, 0x0000000fu, 0x00000000u, 0x00000000u), uint4(0x73008cc8u, 0x0000000fu, 0x00000000u, 0x00000000u), uint4(0x3310cc80u, 0x0000000fu, 0x00000000u, 0x00000000u), uint4(0x00ceec00u, 0x0000000fu, 0x00000000u, 0x00000001u), uint4(0xcc003300u, 0x0000000fu, 0x00000000u, 0x00000001u), uint4(0xcc0000ccu, 0x0000000fu, 0x00000000u, 0x00000001u), uint4(0x00ccff00u, 0x0000000fu, 0x00000000u, 0x00000001u), uint4(0x3300ccccu, 0x0000000fu, 0x00000000u, 0x00000002u), uint4(0xf0000f00u, 0x0000000fu, 0x00000000u, 0x00000002u), uint4(0xf0000ff0u, 0x0000000fu, 0x00000000u, 0x00000002u), uint4(0xff0000f0u, 0x0000000fu, 0x00000000u, 0x00000002u), uint4(0x88884444u, 0x0000000fu, 0x00000000u, 0x00000002u), uint4(0x88886666u, 0x0000000fu, 0x00000000u, 0x00000003u), uint4(0xcccc2222u, 0x0000000fu, 0x00000000u, 0x00000003u), uint4(0xec80136cu, 0x0000000fu, 0x00000000u, 0x00000003u), uint4(0x7310008cu, 0x0000000fu, 0x00000000u, 0x00000003u), uint4(0xc80036c8u, 0x0000000fu, 0x00000000u, 0x00000004u), uint4(0x310008ceu, 0x00000002u, 0x00000000u, 0x00000004u), uint4(0xccc03330u, 0x00000008u, 0x00000000u, 0x00000004u), uint4(0x0cccf000u, 0x00000002u, 0x00000000u, 0x00000004u), uint4(0xee0000eeu, 0x00000002u, 0x00000000u, 0x00000005u), uint4(0x77008888u, 0x00000008u, 0x00000000u, 0x00000005u), uint4(0xcc0022c0u, 0x00000008u, 0x00000000u, 0x00000005u), uint4(0x33004430u, 0x0000000fu, 0x00000000u, 0x00000005u), uint4(0x00cc0c22u, 0x00000002u, 0x00000000u, 0x00000006u), uint4(0xfc880344u, 0x00000008u, 0x00000000u, 0x00000006u), uint4(0x06606996u, 0x00000002u, 0x00000000u, 0x00000006u), uint4(0x66009960u, 0x00000002u, 0x00000000u, 0x00000006u), uint4(0xc88c0330u, 0x00000008u, 0x00000000u, 0x00000006u), uint4(0xf9000066u, 0x00000008u, 0x00000000u, 0x00000007u), uint4(0x0cc0c22cu, 0x00000002u, 0x00000000u, 0x00000007u), uint4(0x73108c00u, 0x00000002u, 0x00000000u, 0x00000007u), uint4(0xec801300u, 0x0000000fu, 0x00000000u, 0x00000007u), uint4(0x08cec400u, 0x0000000fu, 0x00000000u, 0x00000008u), uint4(0xec80004cu, 0x00000006u, 0x00000000u, 0x00000008u), uint4(0x44442222u, 0x00000008u, 0x00000000u, 0x00000008u), uint4(0x0f0000f0u, 0x00000002u, 0x00000000u, 0x00000008u), uint4(0x49242492u, 0x00000008u, 0x00000000u, 0x00000009u), uint4(0x42942942u, 0x0000000fu, 0x00000000u, 0x00000009u), uint4(0x0c30c30cu, 0x0000000fu, 0x00000000u, 0x00000009u), uint4(0x03c0c03cu, 0x00000002u, 0x00000000u, 0x00000009u), uint4(0xff0000aau, 0x00000008u, 0x00000000u, 0x0000000au), uint4(0x5500aa00u, 0x00000002u, 0x00000000u, 0x0000000au), uint4(0xcccc3030u, 0x00000002u, 0x00000000u, 0x0000000au), uint4(0x0c0cc0c0u, 0x00000002u, 0x00000000u, 0x0000000au), uint4(0x66669090u, 0x0000000fu, 0x00000000u, 0x0000000au), uint4(0x0ff0a00au, 0x0000000fu, 0x00000000u, 0x0000000bu), uint4(0x5550aaa0u, 0x00000006u, 0x00000000u, 0x0000000bu), uint4(0xf0000aaau, 0x00000006u, 0x00000000u, 0x0000000bu), uint4(0x0e0ee0e0u, 0x00000002u, 0x00000000u, 0x0000000bu), uint4(0x88887070u, 0x00000006u, 0x00000000u, 0x0000000cu), uint4(0x99906660u, 0x00000008u, 0x00000000u, 0x0000000cu), uint4(0xe00e0ee0u, 0x0000000fu, 0x00000000u, 0x0000000cu), uint4(0x88880770u, 0x0000000fu, 0x00000000u, 0x0000000cu), uint4(0xf0000666u, 0x00000002u, 0x00000000u, 0x0000000du), uint4(0x99006600u, 0x00000002u, 0x00000000u, 0x0000000du), uint4(0xff000066u, 0x0000000fu, 0x00000000u, 0x0000000du), uint4(0xc00c0cc0u, 0x0000000fu, 0x00000000u, 0x0000000du), uint4(0xcccc0330u, 0x0000000fu, 0x00000000u, 0x0000000eu), uint4(0x90006000u, 0x0000000fu, 0x00000000u, 0x0000000eu), uint4(0x08088080u, 0x0000000fu, 0x00000000u, 0x0000000eu), uint4(0xeeee1010u, 0x00000002u, 0x00000000u, 0x0000000eu), uint4(0xfff0000au, 0x00000002u, 0x00000000u, 0x0000000fu), uint4(0x731008ceu, 0x0000000fu, 0x00000000u, 0x0000000fu), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000000u), uint4(0x00000004u, 0x00000003u, 0x00000008u, 0x00000000u), uint4(0x00000009u, 0x0000000fu, 0x00000008u, 0x00000000u), uint4(0x0000000du, 0x0000000fu, 0x00000003u, 0x00000000u), uint4(0x00000011u, 0x00000008u, 0x0000000fu, 0x00000000u), uint4(0x00000015u, 0x00000003u, 0x0000000fu, 0x00000001u), uint4(0x0000001au, 0x0000000fu, 0x00000003u, 0x00000001u), uint4(0x0000001eu, 0x0000000fu, 0x00000008u, 0x00000001u), uint4(0x00000022u, 0x00000008u, 0x0000000fu, 0x00000001u), uint4(0x00000026u, 0x00000008u, 0x0000000fu, 0x00000001u), uint4(0x0000002bu, 0x00000006u, 0x0000000fu, 0x00000001u), uint4(0x0000002fu, 0x00000006u, 0x0000000fu, 0x00000001u), uint4(0x00000033u, 0x00000006u, 0x0000000fu, 0x00000001u), uint4(0x00000037u, 0x00000005u, 0x0000000fu, 0x00000001u), uint4(0x0000003cu, 0x00000003u, 0x0000000fu, 0x00000002u), uint4(0x00000040u, 0x00000003u, 0x00000008u, 0x00000002u), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000002u), uint4(0x00000009u, 0x00000003u, 0x00000008u, 0x00000002u), uint4(0x00000012u, 0x00000008u, 0x0000000fu, 0x00000002u), uint4(0x0000001bu, 0x0000000fu, 0x00000003u, 0x00000002u), uint4(0x00000025u, 0x00000003u, 0x0000000fu, 0x00000002u), uint4(0x0000002eu, 0x00000003u, 0x00000008u, 0x00000002u), uint4(0x00000037u, 0x00000006u, 0x0000000fu, 0x00000002u), uint4(0x00000040u, 0x0000000au, 0x00000008u, 0x00000003u), uint4(0x00000000u, 0x00000005u, 0x00000003u, 0x00000003u), uint4(0x00000000u, 0x00000008u, 0x0000000fu, 0x00000003u), uint4(0x00000000u, 0x00000008u, 0x00000006u, 0x00000003u), uint4(0x00000000u, 0x00000006u, 0x0000000au, 0x00000003u), uint4(0x00000000u, 0x00000008u, 0x0000000fu, 0x00000003u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000003u), uint4(0x00000000u, 0x0000000fu, 0x0000000au, 0x00000003u), uint4(0x00000000u, 0x0000000fu, 0x00000008u, 0x00000003u), uint4(0x00000000u, 0x00000008u, 0x0000000fu, 0x00000003u), uint4(0x00000015u, 0x0000000fu, 0x00000003u, 0x00000004u), uint4(0x0000002bu, 0x00000003u, 0x0000000fu, 0x00000004u), uint4(0x00000040u, 0x00000005u, 0x0000000au, 0x00000004u), uint4(0x00000000u, 0x00000006u, 0x0000000au, 0x00000004u), uint4(0x00000000u, 0x0000000au, 0x00000008u, 0x00000004u), uint4(0x00000000u, 0x00000008u, 0x00000009u, 0x00000004u), uint4(0x00000000u, 0x0000000fu, 0x0000000au, 0x00000004u), uint4(0x00000000u, 0x0000000fu, 0x00000006u, 0x00000004u), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000004u), uint4(0x00000000u, 0x0000000fu, 0x00000008u, 0x00000005u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000005u), uint4(0x00000000u, 0x0000000fu, 0x00000003u, 0x00000005u), uint4(0x00000000u, 0x0000000fu, 0x00000006u, 0x00000005u), uint4(0x00000000u, 0x0000000fu, 0x00000006u, 0x00000005u), uint4(0x00000000u, 0x0000000fu, 0x00000008u, 0x00000005u), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000005u), uint4(0x00000000u, 0x0000000fu, 0x00000003u, 0x00000005u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000005u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x00000008u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x0000000au, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x00000005u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x0000000au, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x00000008u, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x0000000du, 0x0000000fu, 0x00000006u), uint4(0x00000000u, 0x0000000fu, 0x00000003u, 0x00000007u), uint4(0x00000000u, 0x0000000cu, 0x0000000fu, 0x00000007u), uint4(0x00000000u, 0x00000003u, 0x0000000fu, 0x00000007u), uint4(0x00000000u, 0x00000003u, 0x00000008u, 0x00000007u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000000u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000001u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000002u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u), uint4(0x00000000u, 0x00000000u, 0x00000000u, 0x00000003u) };
struct Input {
};
struct Output {
};
[numthreads(64, 1, 1)]
Output main(Input input, uint vThreadIDInGroupFlattened : SV_GroupIndex, uint3 vThreadGroupID : SV_GroupID) {
    Output output;
    precise uint4 r0 = 0;
    precise uint4 r1 = 0;
    precise uint4 r2 = 0;
    precise uint4 r3 = 0;
    precise uint4 r4 = 0;
    precise int4 r5 = 0;
    precise uint4 r6 = 0;
    precise int4 r7 = 0;
    precise int4 r8 = 0;
    precise int4 r9 = 0;
    precise int4 r10 = 0;
    precise uint4 r11 = 0;
    precise uint4 r12 = 0;
    precise uint4 r13 = 0;
    precise int4 r14 = 0;
    precise int4 r15 = 0;
    precise uint4 r16 = 0;
    precise uint4 x0[12] = { (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0, (uint4)0 };
    r0.x = asuint(asint(vThreadGroupID.x) + asint(g_start_block_id));
    r1.xyzw = (vThreadIDInGroupFlattened.xxxx < uint4(0x00000010u, 0x00000020u, 0x00000008u, 0x00000004u)) ? 0xffffffffu : 0u;
    if (r1.x != 0u) {
        {
            uint p0 = r0.x / g_num_block_x;
            r0.y = p0;
        }
        r0.z = asuint(((-asint(r0.y)) * asint(g_num_block_x) + asint(r0.x)) << (0x00000002u & 31u));
        r0.y = asuint(asint(r0.y) << (0x00000002u & 31u));
        r0.w = asuint(asint(vThreadIDInGroupFlattened.x) & 3);
        r2.x = asuint(asint(r0.w) + asint(r0.z));
        r0.z = vThreadIDInGroupFlattened.x >> (0x00000002u & 31u);
        r2.y = asuint(asint(r0.z) + asint(r0.y));
        r2.zw = uint2(0x00000000u, 0x00000000u);
        r0.yzw = min((uint3)((g_Input.Load(asint(r2.xyz))).xyzw.xyz * float3(255.0f, 255.0f, 255.0f)), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu));
        g0[vThreadIDInGroupFlattened.x].w[0] = r0.y;
        g0[vThreadIDInGroupFlattened.x].w[1] = r0.z;
        g0[vThreadIDInGroupFlattened.x].w[2] = r0.w;
    }
    GroupMemoryBarrierWithGroupSync();
    g0[vThreadIDInGroupFlattened.x].w[4] = 0xffffffffu;
    if (vThreadIDInGroupFlattened.x < ((g_mode_id != 0u) ? 0x00000040u : 0x00000010u)) {
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 64);
        x0[0].x = 0xffffffffu;
        x0[1].x = 0xffffffffu;
        x0[2].x = 0xffffffffu;
        x0[0].y = 0x00000000u;
        x0[1].y = 0x00000000u;
        x0[2].y = 0x00000000u;
        x0[4].x = 0xffffffffu;
        x0[5].x = 0xffffffffu;
        x0[6].x = 0xffffffffu;
        x0[4].y = 0x00000000u;
        x0[5].y = 0x00000000u;
        x0[6].y = 0x00000000u;
        x0[8].x = 0xffffffffu;
        x0[9].x = 0xffffffffu;
        x0[10].x = 0xffffffffu;
        x0[8].y = 0x00000000u;
        x0[9].y = 0x00000000u;
        x0[10].y = 0x00000000u;
        r0.z = asuint(asint(r0.y) + -64);
        r0.w = 0x00000000u;
        [loop] while (true) {
            if (r0.w >= 0x00000010u) { break; }
            r2.xyz = uint3(g0[r0.w].w[0], g0[r0.w].w[1], g0[r0.w].w[2]);
            r3.xy = asuint(asint(r0.ww) + int2(15, 1));
            if ((asint((icb[r0.z].x >> (r3.x & 31u))) & 2) == 2) {
                r4.x = x0[8].x;
                r4.y = x0[9].x;
                r4.z = x0[10].x;
                r3.xzw = min(r2.xyz, r4.xyz);
                x0[8].x = r3.x;
                x0[9].x = r3.z;
                x0[10].x = r3.w;
                r4.x = x0[8].y;
                r4.y = x0[9].y;
                r4.z = x0[10].y;
                r3.xzw = max(r2.xyz, r4.xyz);
                x0[8].y = r3.x;
                x0[9].y = r3.z;
                x0[10].y = r3.w;
            } else {
                if ((asint((icb[r0.z].x >> (r0.w & 31u))) & 1) == 1) {
                    r4.x = x0[4].x;
                    r4.y = x0[5].x;
                    r4.z = x0[6].x;
                    r3.xzw = min(r2.xyz, r4.xyz);
                    x0[4].x = r3.x;
                    x0[5].x = r3.z;
                    x0[6].x = r3.w;
                    r4.x = x0[4].y;
                    r4.y = x0[5].y;
                    r4.z = x0[6].y;
                    r3.xzw = max(r2.xyz, r4.xyz);
                    x0[4].y = r3.x;
                    x0[5].y = r3.z;
                    x0[6].y = r3.w;
                } else {
                    r4.x = x0[0].x;
                    r4.y = x0[1].x;
                    r4.z = x0[2].x;
                    r3.xzw = min(r2.xyz, r4.xyz);
                    x0[0].x = r3.x;
                    x0[1].x = r3.z;
                    x0[2].x = r3.w;
                    r4.x = x0[0].y;
                    r4.y = x0[1].y;
                    r4.z = x0[2].y;
                    r2.xyz = max(r2.xyz, r4.xyz);
                    x0[0].y = r2.x;
                    x0[1].y = r2.y;
                    x0[2].y = r2.z;
                }
            }
            r0.w = r3.y;
        }
        r0.w = (asint(g_mode_id) == 2) ? 0xffffffffu : 0u;
        if (g_mode_id == 0u) {
            r2.x = x0[0].x;
            r2.y = x0[1].x;
            r2.z = x0[2].x;
            r3.x = x0[0].y;
            r3.y = x0[1].y;
            r3.z = x0[2].y;
            r4.xyz = asuint(asint(r2.xyz) & int3(15, 15, 15));
            r2.w = asuint((asint(r4.z) + asint(r4.y)) + asint(r4.x));
            {
                uint p0 = r2.w / 0x00000003u;
                r2.w = p0;
            }
            r2.xyzw = asuint(asint(r2.xyzw) & int4(240, 240, 240, 8));
            r2.xzw = asuint(asint(r2.www) + asint(r2.zxy));
            r4.xyz = asuint(asint(r3.xyz) & int3(15, 15, 15));
            r3.w = asuint((asint(r4.z) + asint(r4.y)) + asint(r4.x));
            {
                uint p0 = r3.w / 0x00000003u;
                r3.w = p0;
            }
            r3.xyzw = asuint(asint(r3.xyzw) & int4(240, 240, 240, 8));
            r3.xyz = asuint(asint(r3.www) + asint(r3.yxz));
            r2.y = r3.z;
            r3.w = r2.w;
            r4.xy = r3.wx;
            r3.x = r2.z;
            r5.x = asint(x0[4].x);
            r5.y = asint(x0[5].x);
            r5.z = asint(x0[6].x);
            r6.x = x0[4].y;
            r6.y = x0[5].y;
            r6.z = x0[6].y;
            r7.xyz = r5.xyz & int3(15, 15, 15);
            r4.z = asuint((r7.z + r7.y) + r7.x);
            {
                uint p0 = r4.z / 0x00000003u;
                r4.z = p0;
            }
            r5.xzw = (asint(r4.z) & 8).xxx + (r5.xyz & int3(240, 240, 240)).zxy;
            r7.xyz = asint(r6.xyz) & int3(15, 15, 15);
            r4.z = asuint((r7.z + r7.y) + r7.x);
            {
                uint p0 = r4.z / 0x00000003u;
                r4.z = p0;
            }
            r6.xyz = asuint((asint(r4.z) & 8).xxx + (asint(r6.xyz) & int3(240, 240, 240)).yxz);
            r5.y = asint(r6.z);
            r6.w = asuint(r5.w);
            r4.zw = r6.wx;
            r6.x = asuint(r5.z);
            r7.x = asint(x0[8].x);
            r7.y = asint(x0[9].x);
            r7.z = asint(x0[10].x);
            r8.x = asint(x0[8].y);
            r8.y = asint(x0[9].y);
            r8.z = asint(x0[10].y);
            r9.xyz = r7.xyz & int3(15, 15, 15);
            r7.w = (r9.z + r9.y) + r9.x;
            {
                uint p0 = asuint(r7.w) / 0x00000003u;
                r7.w = asint(p0);
            }
            r7.xyzw = r7.xyzw & int4(240, 240, 240, 8);
            r7.xzw = r7.www + r7.zxy;
            r9.xyz = r8.xyz & int3(15, 15, 15);
            r8.w = (r9.z + r9.y) + r9.x;
            {
                uint p0 = asuint(r8.w) / 0x00000003u;
                r8.w = asint(p0);
            }
            r8.xyzw = r8.xyzw & int4(240, 240, 240, 8);
            r8.xyz = r8.www + r8.yxz;
            r7.y = r8.z;
            r8.w = r7.w;
            r9.xy = r8.wx;
            r8.x = r7.z;
        } else {
            r10.x = asint(x0[0].x);
            r10.y = asint(x0[1].x);
            r10.z = asint(x0[2].x);
            r11.x = x0[0].y;
            r11.y = x0[1].y;
            r11.z = x0[2].y;
            r2.xzw = asuint(asint(min(asuint((r10.xyz + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).zxy) & int3(248, 248, 248));
            r3.xyz = asuint(asint(min(asuint((asint(r11.xyz) + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).yxz) & int3(248, 248, 248));
            r2.y = r3.z;
            r3.w = r2.w;
            r4.xy = r3.wx;
            r3.x = r2.z;
            r10.x = asint(x0[4].x);
            r10.y = asint(x0[5].x);
            r10.z = asint(x0[6].x);
            r11.x = x0[4].y;
            r11.y = x0[5].y;
            r11.z = x0[6].y;
            r5.xzw = asint(min(asuint((r10.xyz + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).zxy) & int3(248, 248, 248);
            r6.xyz = asuint(asint(min(asuint((asint(r11.xyz) + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).yxz) & int3(248, 248, 248));
            r5.y = asint(r6.z);
            r6.w = asuint(r5.w);
            r4.zw = r6.wx;
            r6.x = asuint(r5.z);
            r10.x = asint(x0[8].x);
            r10.y = asint(x0[9].x);
            r10.z = asint(x0[10].x);
            r11.x = x0[8].y;
            r11.y = x0[9].y;
            r11.z = x0[10].y;
            r7.xzw = asint(min(asuint((r10.xyz + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).zxy) & int3(248, 248, 248);
            r8.xyz = asint(min(asuint((asint(r11.xyz) + int3(4, 4, 4))), uint3(0x000000ffu, 0x000000ffu, 0x000000ffu)).yxz) & int3(248, 248, 248);
            r7.y = r8.z;
            r8.w = r7.w;
            r9.xy = r8.wx;
            r8.x = r7.z;
        }
        r10.x = -asint(r3.x);
        r10.y = -asint(r4.x);
        r10.z = -asint(r2.x);
        r3.z = r4.y;
        r3.w = r2.y;
        r11.xyz = asuint(asint(r3.yzw) + r10.xyz);
        r12.x = asuint(-asint(r6.x));
        r12.y = asuint(-asint(r4.z));
        r12.z = asuint(-r5.x);
        r6.z = r4.w;
        r6.w = asuint(r5.y);
        r13.xyz = asuint(asint(r6.yzw) + asint(r12.xyz));
        r14.x = -r8.x;
        r14.y = -r9.x;
        r14.z = -r7.x;
        r8.z = r9.y;
        r8.w = r7.y;
        r15.xyz = r8.yzw + r14.xyz;
        {
            int2 p0 = asint(r11.xy) * asint(r11.xy);
            r2.zw = asuint(p0);
        }
        r2.z = asuint(asint(r11.z) * asint(r11.z) + (asint(r2.w) + asint(r2.z)));
        {
            int2 p0 = asint(r13.xy) * asint(r13.xy);
            r3.zw = asuint(p0);
        }
        r2.w = asuint(asint(r13.z) * asint(r13.z) + (asint(r3.w) + asint(r3.z)));
        {
            int2 p0 = r15.xy * r15.xy;
            r3.zw = asuint(p0);
        }
        r3.z = asuint(r15.z * r15.z + (asint(r3.w) + asint(r3.z)));
        r16.xyz = uint3(g0[0x00000000u].w[0], g0[0x00000000u].w[1], g0[0x00000000u].w[2]);
        r10.xyz = r10.xyz + asint(r16.xyz);
        {
            int2 p0 = r10.xy * asint(r11.xy);
            r5.zw = p0;
        }
        r3.w = asuint(asint(r11.z) * r10.z + (r5.w + r5.z));
        r5.z = asint((0 < asint(r2.z)) ? 0xffffffffu : 0u);
        r5.w = asint((0 < asint(r3.w)) ? 0xffffffffu : 0u);
        r5.z = r5.w & r5.z;
        r3.w = asuint(asint(((asuint((asint(r2.z) << (0x00000005u & 31u))) < (uint)((float)asint(r3.w) * 63.49999f)) ? 0xffffffffu : 0u)) & r5.z);
        r10.xyz = (r3.www != 0u) ? (-asint(r11.xyz)) : asint(r11.xyz);
        r3.xy = (r3.ww != 0u) ? r3.yx : r3.xy;
        x0[0].x = r3.x;
        r4.xy = (r3.ww != 0u) ? r4.yx : r4.xy;
        x0[1].x = r4.x;
        r2.xy = (r3.ww != 0u) ? r2.yx : r2.xy;
        x0[2].x = r2.x;
        x0[0].y = r3.y;
        x0[1].y = r4.y;
        x0[2].y = r2.y;
        r2.y = icb[r0.y].y;
        r11.xyz = uint3(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2]);
        r11.xyz = asuint(asint(r12.xyz) + asint(r11.xyz));
        {
            int2 p0 = asint(r11.xy) * asint(r13.xy);
            r3.yw = asuint(p0);
        }
        r2.y = asuint(asint(r13.z) * asint(r11.z) + (asint(r3.w) + asint(r3.y)));
        r3.yw = (int2(0, 0) < asint(r2.wy)) ? 0xffffffffu : 0u;
        r3.y = asuint(asint(r3.w) & asint(r3.y));
        r2.y = asuint(asint(((asuint((asint(r2.w) << (0x00000005u & 31u))) < (uint)((float)asint(r2.y) * 63.49999f)) ? 0xffffffffu : 0u)) & asint(r3.y));
        r11.xyz = (r2.yyy != 0u) ? asuint((-asint(r13.xyz))) : r13.xyz;
        r3.yw = (r2.yy != 0u) ? r6.yx : r6.xy;
        x0[4].x = r3.y;
        r4.yz = (r2.yy != 0u) ? r4.wz : r4.zw;
        x0[5].x = r4.y;
        r5.xy = (r2.yy != 0u) ? r5.yx : r5.xy;
        x0[6].x = asuint(r5.x);
        x0[4].y = r3.w;
        x0[5].y = r4.z;
        x0[6].y = asuint(r5.y);
        r2.y = icb[r0.y].z;
        r6.xyz = uint3(g0[r2.y].w[0], g0[r2.y].w[1], g0[r2.y].w[2]);
        r5.yzw = r14.xyz + asint(r6.xyz);
        {
            int2 p0 = r5.yz * r15.xy;
            r4.zw = asuint(p0);
        }
        r2.y = asuint(r15.z * r5.w + (asint(r4.w) + asint(r4.z)));
        r3.w = asuint(asint(((0 < asint(r3.z)) ? 0xffffffffu : 0u)) & asint(((0 < asint(r2.y)) ? 0xffffffffu : 0u)));
        r2.y = asuint(asint(((asuint((asint(r3.z) << (0x00000005u & 31u))) < (uint)((float)asint(r2.y) * 63.49999f)) ? 0xffffffffu : 0u)) & asint(r3.w));
        r5.yzw = (r2.yyy != 0u) ? (-r15.xyz) : r15.xyz;
        r4.zw = (r2.yy != 0u) ? asuint(r8.yx) : asuint(r8.xy);
        x0[8].x = r4.z;
        r6.xy = (r2.yy != 0u) ? asuint(r9.yx) : asuint(r9.xy);
        x0[9].x = r6.x;
        r6.zw = (r2.yy != 0u) ? asuint(r7.yx) : asuint(r7.xy);
        x0[10].x = r6.z;
        x0[8].y = r4.w;
        x0[9].y = r6.y;
        x0[10].y = r6.w;
        r7.x = -asint(r4.z);
        r7.yz = -asint(r6.xz);
        r3.w = asuint((float)asint(r3.z));
        r6.xyz = (r0.www != 0u) ? uint3(0x00000080u, 0x00000003u, 0x00000020u) : uint3(0x00000040u, 0x00000007u, 0x00000010u);
        r8.x = -asint(r3.y);
        r8.y = -asint(r4.y);
        r8.z = -r5.x;
        r0.w = asuint((float)asint(r2.w));
        r9.x = -asint(r3.x);
        r9.y = -asint(r4.x);
        r9.z = -asint(r2.x);
        r2.xy = (int2(0, 0) >= asint(r2.zw)) ? 0xffffffffu : 0u;
        r3.x = asuint((float)asint(r2.z));
        r3.y = 0x00000000u;
        r4.x = 0x00000000u;
        [loop] while (true) {
            if (r4.x >= 0x00000010u) { break; }
            r4.yz = asuint(asint(r4.xx) + int2(15, 1));
            r4.y = asuint(asint((icb[r0.z].x >> (r4.y & 31u))) & 2);
            if (asint(r4.y) == 2) {
                r12.xyz = uint3(g0[r4.x].w[0], g0[r4.x].w[1], g0[r4.x].w[2]);
                r12.xyz = asuint(r7.xyz + asint(r12.xyz));
                {
                    int2 p0 = r5.yz * asint(r12.xy);
                    r12.xy = asuint(p0);
                }
                r4.w = asuint(r5.w * asint(r12.z) + (asint(r12.y) + asint(r12.x)));
                r5.x = asint(r2.y) | asint(((0 >= asint(r4.w)) ? 0xffffffffu : 0u));
                r6.w = (asint(r4.w) < asint(r3.z)) ? 0xffffffffu : 0u;
                r4.w = asuint(asint((uint)(((float)asint(r4.w) * 63.49999f) / asfloat(r3.w))) + asint(r6.x));
                r4.w = (asuint(r5.x) != 0u) ? 0x00000000u : ((r6.w != 0u) ? icb[r4.w].w : r6.y);
            } else {
                if ((asint((icb[r0.z].x >> (r4.x & 31u))) & 1) == 1) {
                    r12.xyz = uint3(g0[r4.x].w[0], g0[r4.x].w[1], g0[r4.x].w[2]);
                    r12.xyz = asuint(r8.xyz + asint(r12.xyz));
                    {
                        int2 p0 = asint(r11.xy) * asint(r12.xy);
                        r12.xy = asuint(p0);
                    }
                    r5.x = asint(r11.z) * asint(r12.z) + (asint(r12.y) + asint(r12.x));
                    r6.w = asuint(asint(r2.y) | asint(((0 >= r5.x) ? 0xffffffffu : 0u)));
                    r7.w = asint((r5.x < asint(r2.w)) ? 0xffffffffu : 0u);
                    r5.x = asint((uint)(((float)r5.x * 63.49999f) / asfloat(r0.w))) + asint(r6.x);
                    r4.w = (r6.w != 0u) ? 0x00000000u : asuint(((asuint(r7.w) != 0u) ? asint(icb[asuint(r5.x)].w) : asint(r6.y)));
                } else {
                    r12.xyz = uint3(g0[r4.x].w[0], g0[r4.x].w[1], g0[r4.x].w[2]);
                    r12.xyz = asuint(r9.xyz + asint(r12.xyz));
                    {
                        int2 p0 = r10.xy * asint(r12.xy);
                        r12.xy = asuint(p0);
                    }
                    r5.x = r10.z * asint(r12.z) + (asint(r12.y) + asint(r12.x));
                    r6.w = asuint(asint(r2.x) | asint(((0 >= r5.x) ? 0xffffffffu : 0u)));
                    r7.w = asint((r5.x < asint(r2.z)) ? 0xffffffffu : 0u);
                    r5.x = asint((uint)(((float)r5.x * 63.49999f) / asfloat(r3.x))) + asint(r6.x);
                    r4.w = (r6.w != 0u) ? 0x00000000u : asuint(((asuint(r7.w) != 0u) ? asint(icb[asuint(r5.x)].w) : asint(r6.y)));
                }
            }
            r4.y = asuint(asint(r4.y) + (asint((icb[r0.z].x >> (r4.x & 31u))) & 1));
            r4.w = asuint(asint(r4.w) + asint(r6.z));
            r4.y = asuint(asint(r4.y) << (0x00000002u & 31u));
            r12.x = x0[r4.y].x;
            r12.y = x0[r4.y + 1].x;
            r12.z = x0[r4.y + 2].x;
            r13.x = x0[r4.y].y;
            r13.y = x0[r4.y + 1].y;
            r13.z = x0[r4.y + 2].y;
            {
                int3 p0 = asint(r13.xyz) * asint(icb[r4.w + 64].xxx);
                r13.xyz = asuint(p0);
            }
            r12.xyz = asuint((((64 + (-asint(icb[r4.w + 64].x))).xxx * asint(r12.xyz) + asint(r13.xyz)) + int3(32, 32, 32))) >> (uint3(0x00000006u, 0x00000006u, 0x00000006u) & 31u);
            r13.xyz = uint3(g0[r4.x].w[0], g0[r4.x].w[1], g0[r4.x].w[2]);
            r12.xyz = asuint(asint(r12.xyz) + (-asint(r13.xyz)));
            {
                int2 p0 = asint(r12.xy) * asint(r12.xy);
                r4.yw = asuint(p0);
            }
            r3.y = asuint(asint(r3.y) + (asint(r12.z) * asint(r12.z) + (asint(r4.w) + asint(r4.y))));
            r4.x = r4.z;
        }
        g0[vThreadIDInGroupFlattened.x].w[4] = r3.y;
        g0[vThreadIDInGroupFlattened.x].w[6] = r0.y;
    }
    GroupMemoryBarrierWithGroupSync();
    if (r1.y != 0u) {
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 32);
        r3.x = g0[r0.y].w[4];
        r4.x = g0[r0.y].w[6];
        if (r3.x < r2.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r4.x;
        }
    }
    if (r1.x != 0u) {
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 16);
        r3.x = g0[r0.y].w[4];
        r4.x = g0[r0.y].w[6];
        if (r3.x < r2.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r4.x;
        }
    }
    if (r1.z != 0u) {
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 8);
        r3.x = g0[r0.y].w[4];
        r4.x = g0[r0.y].w[6];
        if (r3.x < r2.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r3.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r4.x;
        }
    }
    if (r1.w != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 4);
        r2.x = g0[r0.y].w[4];
        r3.x = g0[r0.y].w[6];
        if (r2.x < r1.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r3.x;
        }
    }
    r0.yz = (vThreadIDInGroupFlattened.xx < uint2(0x00000002u, 0x00000001u)) ? 0xffffffffu : 0u;
    if (r0.y != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 2);
        r2.x = g0[r0.y].w[4];
        r3.x = g0[r0.y].w[6];
        if (r2.x < r1.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r3.x;
        }
    }
    if (r0.z != 0u) {
        r1.x = g0[vThreadIDInGroupFlattened.x].w[4];
        r0.y = asuint(asint(vThreadIDInGroupFlattened.x) + 1);
        r2.x = g0[r0.y].w[4];
        r3.x = g0[r0.y].w[6];
        if (r2.x < r1.x) {
            g0[vThreadIDInGroupFlattened.x].w[4] = r2.x;
            g0[vThreadIDInGroupFlattened.x].w[6] = r3.x;
        }
        r1.x = g_InBuff[r0.x].w[0];
        r2.x = g0[vThreadIDInGroupFlattened.x].w[4];
        if (r2.x < r1.x) {
            r2.z = g0[vThreadIDInGroupFlattened.x].w[6];
            r2.y = g_mode_id;
            r2.w = 0x00000000u;
        } else {
            r2.xyzw = uint4(g_InBuff[r0.x].w[0], g_InBuff[r0.x].w[1], g_InBuff[r0.x].w[2], g_InBuff[r0.x].w[3]);
        }
        g_OutBuff[r0.x].w[0] = r2.x;
        g_OutBuff[r0.x].w[1] = r2.y;
        g_OutBuff[r0.x].w[2] = r2.z;
        g_OutBuff[r0.x].w[3] = r2.w;
    }
    {
        return output;
    }
}
